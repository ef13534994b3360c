import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { appDistDir, findRepoRoot, type ReleaseName } from '@wtm/releases';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { addAuthenticatorApp, bearer, registerAdmin, registerUser, type RegisteredUser } from '../../test/accounts-fixture.ts';
import { createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

// Pictures editors upload (docs/decisions/0057), on the real builds of this checkout: the
// Books home page's hero shows one as <picture> once a draft naming it is published.
const root = findRepoRoot();

/** A picture of `width` × `height` in `format`: a blue field with an orange disc, so resizing has something to keep. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff', options: { orientation?: number } = {}): Promise<Buffer> {
  const disc = Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="orange"/></svg>`);
  let image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } }).composite([{ input: disc }]);
  if (options.orientation !== undefined) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

describe(`editors' pictures (${testDialect()})`, () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let editor: RegisteredUser;
  let customer: RegisteredUser;
  let clock = Date.now();

  const upload = (bytes: Buffer | string, type: string, user: RegisteredUser | null = editor): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: '/api/content/books/pictures', headers: { ...(user === null ? {} : bearer(user.token)), ...xsrfHeaders(), 'content-type': type }, payload: bytes });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...bearer(editor.token), ...(method === 'GET' ? {} : xsrfHeaders()) }, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    testApp = await createTestApp({ site: { built: false }, content: { now: () => clock } });
    app = testApp.app;
    const builds = (['shell', 'books', 'crm', 'account'] as ReleaseName[]).map((name) => ({ name, distDir: appDistDir(name, root), packageVersion: '0.1.0' }));
    await app.releases.releaseIfEmpty(builds);
    await app.liveReleases.refresh();
    const admin = await registerAdmin(app);
    customer = await registerUser(app);
    editor = await registerUser(app);
    await addAuthenticatorApp(app, editor.token);
    expect((await app.inject({ method: 'PUT', url: `/api/admin/users/${editor.id}/editor`, headers: { ...bearer(admin.token), ...xsrfHeaders() }, payload: { editor: true } })).statusCode).toBe(200);
  }, 180_000);

  afterAll(() => testApp.close());

  it('takes an upload from editors only', async () => {
    const bytes = await picture(64, 64, 'png');
    expect((await upload(bytes, 'image/png', null)).statusCode).toBe(401);
    expect((await upload(bytes, 'image/png', customer)).statusCode).toBe(403);
  });

  it('stores a photo as AVIF and WebP at the standard widths up to 1920, served for ever, and the same file again once', async () => {
    const bytes = await picture(2400, 1600, 'jpeg');
    const stored = await upload(bytes, 'image/jpeg');
    expect(stored.statusCode).toBe(201);
    const { id, ...size } = stored.json() as { id: string; width: number; height: number; widths: number[] };
    expect(id).toMatch(/^p-[0-9a-f]{20}$/);
    expect(size).toEqual({ width: 1920, height: 1280, widths: [320, 640, 960, 1280, 1920] });

    for (const [file, type, width] of [['1920.avif', 'image/avif', 1920], ['640.webp', 'image/webp', 640], ['320.avif', 'image/avif', 320]] as const) {
      const served = await app.inject({ method: 'GET', url: `/content/pictures/${id}/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const read = await sharp(served.rawPayload).metadata();
      expect([read.format, read.width]).toEqual([type === 'image/avif' ? 'heif' : 'webp', width]);
    }
    expect((await app.inject({ method: 'GET', url: `/content/pictures/${id}/2400.avif` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/content/pictures/${id}/picture.json` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/content/pictures/p-00000000000000000000/320.webp' })).statusCode).toBe(404);

    // The same bytes again, sent as a file of unknown type: the same picture, uploaded once in the history.
    expect((await upload(bytes, 'application/octet-stream')).json()).toMatchObject({ id, width: 1920 });
    const audit = (await call('GET', '/api/content/books/audit')).json() as { action: string; after: { id?: string } }[];
    expect(audit.filter((line) => line.action === 'upload-picture' && line.after.id === id)).toHaveLength(1);
  });

  it('turns a phone photo upright by its orientation, and keeps a small picture at its own width', async () => {
    const sideways = await upload(await picture(800, 500, 'jpeg', { orientation: 6 }), 'image/jpeg');
    expect(sideways.json()).toMatchObject({ width: 500, height: 800, widths: [320, 500] });
    const small = await upload(await picture(200, 100, 'png'), 'image/png');
    expect(small.json()).toMatchObject({ width: 200, height: 100, widths: [200] });
    expect((await upload(await picture(300, 300, 'avif'), 'image/avif')).json()).toMatchObject({ width: 300, widths: [300] });
    expect((await upload(await picture(300, 300, 'webp'), 'image/webp')).statusCode).toBe(201);
  });

  it('refuses by what the bytes are, whatever the type says: a drawing, a GIF, a TIFF, damaged or empty bytes, with a message', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>';
    expect((await upload(svg, 'image/svg+xml')).statusCode).toBe(415);
    const drawing = await upload(svg, 'image/png');
    expect(drawing.json()).toEqual({ statusCode: 415, message: 'This file is an SVG drawing, which pages do not show as a picture. Upload a JPEG, PNG, WebP or AVIF picture.' });
    expect((await upload(await picture(100, 100, 'gif'), 'image/png')).json()).toMatchObject({ statusCode: 415, message: expect.stringContaining('This file is GIF') });
    expect((await upload(await picture(100, 100, 'tiff'), 'application/octet-stream')).statusCode).toBe(415);

    const jpeg = await picture(1200, 900, 'jpeg');
    for (const damaged of [jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from('not a picture at all'), Buffer.alloc(0)]) {
      const refused = await upload(damaged, 'image/jpeg');
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { message: string }).message).toMatch(/Upload a JPEG, PNG, WebP or AVIF picture\.$/);
    }
    expect((await app.inject({ method: 'POST', url: '/api/content/books/pictures', headers: { ...bearer(editor.token), ...xsrfHeaders() } })).statusCode).toBe(415);
    expect((await upload(Buffer.from('{}'), 'application/json')).json()).toMatchObject({ statusCode: 415, message: expect.stringContaining("Send the picture's bytes") });
  });

  it('refuses pictures too small or too large a side, and files over 10 MB, before converting anything', async () => {
    expect((await upload(await picture(8, 8, 'png'), 'image/png')).json()).toEqual({ statusCode: 400, message: 'This picture is 8 × 8 pixels: pictures are 16 to 8000 pixels on each side.' });
    expect((await upload(await picture(8001, 16, 'png'), 'image/png')).json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('8001 × 16 pixels') });
    const tooLarge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect((tooLarge.json() as { message: string }).message).toMatch(/^This file is over 10 MB/);
  });

  it('keeps a draft naming a picture that is not stored, or at another size, and shows a published picture on the Books home page as <picture>', async () => {
    const { id, width, height } = (await upload(await picture(1600, 1000, 'jpeg'), 'image/jpeg')).json() as { id: string; width: number; height: number };
    const hero = { headline: 'Books for growing businesses', text: 'GST-ready accounting.' };
    const save = (value: object) => call('PUT', '/api/content/books/home-hero/draft', { value, revision: 0 });

    const unknown = await save({ ...hero, picture: { id: 'p-00000000000000000000', alt: 'A chart', width, height } });
    expect(unknown.json()).toMatchObject({ statusCode: 400, errors: { 'value.picture.id': 'This picture was not uploaded to this site: upload it again' } });
    const resized = await save({ ...hero, picture: { id, alt: 'A chart', width: 800, height } });
    expect(resized.json()).toMatchObject({ errors: { 'value.picture.width': `The uploaded picture is ${width} × ${height} pixels` } });
    expect((await save({ ...hero, picture: { id, alt: '', width, height } })).statusCode).toBe(400);

    expect((await save({ ...hero, picture: { id, alt: 'The Books dashboard with a GST return', width, height } })).statusCode).toBe(200);
    expect((await call('POST', '/api/content/books/publish')).statusCode).toBe(200);
    const page = /<div class="hero-picture">(.*?)<\/div>/.exec((await app.inject({ method: 'GET', url: '/books', headers: { accept: 'text/html' } })).body)?.[1];
    const widths = [320, 640, 960, 1280, 1600];
    const srcset = (format: string) => widths.map((w) => `/content/pictures/${id}/${w}.${format} ${w}w`).join(', ');
    // Phones take an empty picture first (its column is hidden there), then the formats.
    expect(page).toMatch(new RegExp(`<picture><source media="\\(max-width: 767.98px\\)" srcSet="data:image/gif;base64,[^"]+"/><source type="image/avif" srcSet="${srcset('avif')}"`));
    expect(page).toMatch(new RegExp(`<img [^>]*src="/content/pictures/${id}/640.webp" srcSet="${srcset('webp')}"[^>]*width="1600" height="1000" alt="The Books dashboard with a GST return"`));
  });

  it('refuses a canary and a schedule whose picture is gone from the store, and a scheduled publish that finds it gone when it runs', async () => {
    const { id, width, height } = (await upload(await picture(640, 400, 'png'), 'image/png')).json() as { id: string; width: number; height: number };
    const hero = { headline: 'Books for every branch', text: 'Stock and GST in one place.', picture: { id, alt: 'A warehouse', width, height } };
    expect((await call('PUT', '/api/content/books/home-hero/draft', { value: hero, revision: 0 })).statusCode).toBe(200);
    const scheduled = await call('POST', '/api/content/books/schedules', { at: new Date(clock + 60_000).toISOString() });
    expect(scheduled.statusCode).toBe(201);

    const store = app.releases.store.location;
    if (store.kind !== 'folder') throw new Error('the test app stores releases in a folder');
    await rm(join(store.folder, 'content', 'pictures', id), { recursive: true });
    const gone = 'This picture was not uploaded to this site: upload it again';
    expect((await call('POST', '/api/content/books/canary', { percent: 50 })).json()).toMatchObject({ statusCode: 400, errors: { 'home-hero.picture.id': gone } });
    expect((await call('POST', '/api/content/books/schedules', { at: new Date(clock + 120_000).toISOString() })).json()).toMatchObject({ statusCode: 400, errors: { 'home-hero.picture.id': gone } });

    clock += 90_000;
    expect(await app.contentSchedules.runDue()).toBe(1);
    const schedules = (await call('GET', '/api/content/books/schedules')).json() as { id: string; state: string; outcome: string }[];
    expect(schedules.find((one) => one.id === (scheduled.json() as { id: string }).id)).toMatchObject({ state: 'refused', outcome: `Refused: ${gone}` });
    expect((await app.inject({ method: 'GET', url: '/books', headers: { accept: 'text/html' } })).body).not.toContain('Books for every branch');
  });
});
