import { IMMUTABLE } from '../../lib/cache-control.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`remotes (${testDialect()})`, () => {
  let testApp: TestApp;
  let first: string;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('answers no remote before the first remote release, and the live shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Cookie');
    expect(response.json()).toEqual({ remotes: {}, shell: { version: testApp.app.liveReleases.current().shell!.version } });
  });

  it('answers what is live in the release store, and the new release once it switched', async () => {
    first = (await testApp.releaseRemote('books', { 'static/js/412.js': 'chunk();' })).live.version;
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { books } = response.json().remotes;
    expect(books).toEqual({ version: first, entry: `/remotes/books/${first}/mf-manifest.json`, releasedAt: expect.stringMatching(/Z$/) });

    const second = (await testApp.releaseRemote('books', { 'static/js/412.js': 'chunk(2);' })).live.version;
    expect(second).not.toBe(first);
    expect((await testApp.app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.books.version).toBe(second);
  });

  it.each(['mf-manifest.json', 'remoteEntry.js', 'static/js/412.js'])('serves release file %s immutable and to any origin', async (file) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/remotes/books/${first}/${file}`, headers: { origin: 'https://shell.elsewhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers release files of any stored release, 304 and HEAD included, to any origin', async () => {
    const url = `/remotes/books/${first}/static/js/412.js`;
    const response = await testApp.app.inject({ method: 'GET', url, headers: { origin: 'https://shell.elsewhere.example' } });
    expect(response.body).toBe('chunk();');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeDefined();

    const revalidated = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe('*');
    expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);

    const head = await testApp.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String('chunk();'.length));
  });

  it('answers a missing release file with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes/books/9.9.9/remoteEntry.js', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', statusCode: 404 });
  });

  it.each(['/remotes/books', '/remotes/books/x/y/../../../../shell/assets/a.js', `/remotes/.hidden/1/x.js`, '/remotes/books/1.0.0/'])(
    'does not serve %s, which is no file of a release',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', statusCode: 404 });
    },
  );

  it('names a CDN in the entries when REMOTES_BASE_URL says so', async () => {
    const viaCdn = await createTestApp({ config: { releases: { remotesBaseUrl: 'https://cdn.example.com/portal/remotes' } } });
    try {
      const version = (await viaCdn.releaseRemote('crm')).live.version;
      expect((await viaCdn.app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes.crm.entry).toBe(
        `https://cdn.example.com/portal/remotes/crm/${version}/mf-manifest.json`,
      );
    } finally {
      await viaCdn.close();
    }
  });
});
