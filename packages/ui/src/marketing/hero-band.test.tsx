import { screen } from '@testing-library/react';
import { renderWithUi } from '../test/render.tsx';
import { HeroBand } from './hero-band.tsx';
import { Illustration } from './illustration.tsx';

const picture = { src: '/remotes/books/dashboard.svg', width: 560, height: 400, alt: 'The Books dashboard' };

describe('HeroBand', () => {
  it("holds the page's one h1 (focus target of a route change), the tagline, the actions and the picture loaded at once", () => {
    renderWithUi(<HeroBand heading="WTM Salesgrow CRM" tagline="Leads to deals." actions={<a href="/register">Start free trial</a>} image={picture} />);
    expect(screen.getByRole('heading', { level: 1, name: 'WTM Salesgrow CRM' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Leads to deals.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start free trial' })).toBeInTheDocument();
    // Hidden on phones (jsdom matches no media query): the words come first there.
    const image = screen.getByRole('img', { name: 'The Books dashboard', hidden: true });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '400');
    // …and not downloaded there: phones take an empty picture, before any format.
    const first = image.parentElement?.querySelector('source');
    expect(first?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(first?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
  });
});

describe('Illustration', () => {
  it('is lazy and sized below the fold', () => {
    renderWithUi(<Illustration {...picture} />);
    const image = screen.getByRole('img', { name: 'The Books dashboard' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '560');
  });

  it('draws an editor’s picture as <picture>: the AVIF source first, the WebP <img> with its srcset and the page’s sizes', () => {
    const sizes = '(min-width: 768px) 47vw, 100vw';
    const { container } = renderWithUi(
      <Illustration src="/p/640.webp" srcSet="/p/320.webp 320w, /p/640.webp 640w" sources={[{ type: 'image/avif', srcSet: '/p/320.avif 320w, /p/640.avif 640w' }]} sizes={sizes} width={640} height={400} alt="A chart" />,
    );
    const source = container.querySelector('picture > source');
    expect([source?.getAttribute('type'), source?.getAttribute('srcset'), source?.getAttribute('sizes')]).toEqual(['image/avif', '/p/320.avif 320w, /p/640.avif 640w', sizes]);
    const image = screen.getByRole('img', { name: 'A chart' });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect([image.getAttribute('srcset'), image.getAttribute('sizes'), image.getAttribute('src')]).toEqual(['/p/320.webp 320w, /p/640.webp 640w', sizes, '/p/640.webp']);
  });
});
