import { IMMUTABLE } from '../../lib/cache-control.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

const booksRelease = (version: string) => ({
  version,
  entry: `/remotes/books/${version}/mf-manifest.json`,
  releasedAt: '2026-11-21T12:00:00.000Z',
});

describe(`remotes (${testDialect()})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.site.writeRemoteFile('books/0.1.0-ab12cd34/mf-manifest.json', '{"name":"books"}');
    await testApp.site.writeRemoteFile('books/0.1.0-ab12cd34/remoteEntry.js', 'var books;');
    await testApp.site.writeRemoteFile('books/0.1.0-ab12cd34/static/js/412.js', 'chunk();');
  });

  afterAll(() => testApp.close());

  it('answers an empty manifest before the first release', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ remotes: {} });
  });

  it('answers the manifest file, and the new one as soon as a release replaces it', async () => {
    await testApp.site.writeManifest({ remotes: { books: booksRelease('0.1.0-ab12cd34') } });
    const first = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(first.json()).toEqual({ remotes: { books: booksRelease('0.1.0-ab12cd34') } });
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    await testApp.site.writeManifest({ remotes: { books: booksRelease('0.2.0-ef56ab78') } });
    const second = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(second.json()).toEqual({ remotes: { books: booksRelease('0.2.0-ef56ab78') } });
  });

  it('answers 500 (and logs) rather than hand the shell a broken manifest', async () => {
    await testApp.site.writeRemoteFile('manifest.json', '{"remotes": ');
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', statusCode: 500 });
    await testApp.site.writeManifest({ remotes: {} });
  });

  it.each(['mf-manifest.json', 'remoteEntry.js', 'static/js/412.js'])(
    'serves release file %s immutable and to any origin',
    async (file) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/remotes/books/0.1.0-ab12cd34/${file}`,
        headers: { origin: 'https://shell.elsewhere.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('answers release files, 304 and HEAD included, to any origin', async () => {
    const url = '/remotes/books/0.1.0-ab12cd34/remoteEntry.js';
    const first = await testApp.app.inject({ method: 'GET', url, headers: { origin: 'https://shell.elsewhere.example' } });
    expect(first.body).toBe('var books;');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['content-security-policy']).toBeDefined();

    const revalidated = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe('*');
    expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);

    const head = await testApp.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String('var books;'.length));
    expect(head.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing release file with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes/books/9.9.9/remoteEntry.js', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', statusCode: 404 });
  });

  it.each(['/remotes/manifest.json', '/remotes/manifest.json/x/y', '/remotes/.release.lock', '/remotes/books/0.1.0-ab12cd34/'])(
    'does not serve %s, which is no file of a release',
    async (url) => {
      await testApp.site.writeManifest({ remotes: {} });
      await testApp.site.writeRemoteFile('.release.lock', 'pid');
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', statusCode: 404 });
    },
  );
});
