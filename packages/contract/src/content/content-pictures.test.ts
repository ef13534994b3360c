import { picturesOf } from './content-links.ts';
import { entryFormOf } from './content-form.ts';
import { pictureSources, pictureWidths, storedSizeOf } from './content-pictures.ts';
import { validateEntry } from './content-sections.ts';

const hero = { headline: 'Accounting for India', text: 'GST-ready books.' };
const picture = { id: 'p-0123456789abcdef0123', alt: 'The Books dashboard', width: 1200, height: 800 };

describe('pictures in content', () => {
  it('stores a picture at the standard widths below its own, and its own, never wider than 1920', () => {
    expect(pictureWidths(1200)).toEqual([320, 640, 960, 1200]);
    expect(pictureWidths(640)).toEqual([320, 640]);
    expect(pictureWidths(200)).toEqual([200]);
    expect(pictureWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(storedSizeOf(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(storedSizeOf(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('gives a <picture> AVIF and WebP srcsets with width descriptors, and the <img> its size and alt text', () => {
    expect(pictureSources({ ...picture, width: 700, height: 350 })).toEqual({
      src: '/content/pictures/p-0123456789abcdef0123/640.webp',
      srcSet: '/content/pictures/p-0123456789abcdef0123/320.webp 320w, /content/pictures/p-0123456789abcdef0123/640.webp 640w, /content/pictures/p-0123456789abcdef0123/700.webp 700w',
      sources: [{ type: 'image/avif', srcSet: '/content/pictures/p-0123456789abcdef0123/320.avif 320w, /content/pictures/p-0123456789abcdef0123/640.avif 640w, /content/pictures/p-0123456789abcdef0123/700.avif 700w' }],
      width: 700,
      height: 350,
      alt: 'The Books dashboard',
    });
  });

  it('lets a hero have no picture, and refuses one without alt text or with an id no upload gave', () => {
    expect(validateEntry('books', 'home-hero', hero)).toEqual({ ok: true, value: hero });
    expect(validateEntry('books', 'home-hero', { ...hero, picture })).toEqual({ ok: true, value: { ...hero, picture } });
    expect(validateEntry('books', 'home-hero', { ...hero, picture: { ...picture, alt: ' ', id: '../etc/passwd' } })).toEqual({
      ok: false,
      errors: { 'picture.id': 'Picture is not an uploaded picture', 'picture.alt': 'Description for people who cannot see it is required' },
    });
    expect(validateEntry('books', 'home-hero', { ...hero, picture: { ...picture, width: '1200' } })).toMatchObject({ ok: false, errors: { 'picture.width': 'Width must be a number' } });
  });

  it('finds the pictures of a value by its schema, and draws a picture field in the form', () => {
    expect(picturesOf('books', 'home-hero', { ...hero, picture })).toEqual([{ field: 'picture', picture }]);
    expect(picturesOf('books', 'home-hero', hero)).toEqual([]);
    expect(entryFormOf('books', 'home-hero')?.fields.find((field) => field.key === 'picture')).toEqual({ kind: 'picture', key: 'picture', label: 'Picture' });
  });
});
