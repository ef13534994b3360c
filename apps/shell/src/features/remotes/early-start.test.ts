import type { RenderedPage } from '@wtm/shell-contract/rendered-page';
import { remoteForPath, startEarlyLoads, takeEarlyManifest } from './early-start.ts';

const runtimeManifest = {
  remotes: { books: { version: '0.1.0-a', entry: '/remotes/books/0.1.0-a/mf-manifest.json', releasedAt: '2026-11-21T00:00:00Z' } },
};
const booksManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['12.abc.js', '__federation_expose_routes.def.js'], async: ['34.lazy.js'] } } }],
};

function answer(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body } as Response;
}

describe('remoteForPath: the section a first visit lands in', () => {
  it.each([
    ['/books', 'books'],
    ['/books/pricing', 'books'],
    ['/Books/', 'books'],
    ['/crm', 'crm'],
    ['/crm/pricing', 'crm'],
    ['/login', 'account'],
    ['/login/forgetPassword', 'account'],
    ['/register', 'account'],
    ['/logout', 'account'],
    ['/account/home', 'account'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/contact', '/events', '/crm/sales-enquiry', '/registered', '/bookshop'])('%s is no section', (path) => {
    expect(remoteForPath(path)).toBeUndefined();
  });
});

describe('startEarlyLoads', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
  });

  it('reads /remotes.json once for the first registration, and preloads the section’s entry and ./routes files', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/remotes.json') ? answer(runtimeManifest) : answer(booksManifest)));
    startEarlyLoads('/books/pricing');
    await expect(takeEarlyManifest()).resolves.toEqual(runtimeManifest);
    expect(takeEarlyManifest()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json', 'http://localhost/remotes/books/0.1.0-a/mf-manifest.json']);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.href}`);
    expect(preloads).toEqual([
      'script http://localhost/remotes/books/0.1.0-a/remoteEntry.js',
      'script http://localhost/remotes/books/0.1.0-a/12.abc.js',
      'script http://localhost/remotes/books/0.1.0-a/__federation_expose_routes.def.js',
    ]);
  });

  it('on a prerendered page preloads the section release it was rendered with, not the live one', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/remotes.json') ? answer(runtimeManifest) : answer(booksManifest)));
    const rendered = { shell: 's1', owner: 'books', renderedAt: '2026-12-01T00:00:00Z', remotes: { books: { version: '0.0.9-z', entry: '/remotes/books/0.0.9-z/mf-manifest.json', releasedAt: '2026-11-30T00:00:00Z' } } };
    startEarlyLoads('/books/pricing', rendered as RenderedPage);
    await expect(takeEarlyManifest()).resolves.toEqual(runtimeManifest);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Into the cache by fetch, not by preload links (Chrome warns of those unused 3 s after load).
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/remotes.json',
      'http://localhost/remotes/books/0.0.9-z/mf-manifest.json',
      'http://localhost/remotes/books/0.0.9-z/remoteEntry.js',
      'http://localhost/remotes/books/0.0.9-z/12.abc.js',
      'http://localhost/remotes/books/0.0.9-z/__federation_expose_routes.def.js',
    ]);
    expect(fetchMock.mock.calls[2]![1]).toEqual({ mode: 'no-cors', credentials: 'include' });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('preloads no section on a prerendered page of the shell', async () => {
    fetchMock.mockImplementation(async () => answer(runtimeManifest));
    startEarlyLoads('/', { shell: 's1', owner: 'shell', renderedAt: '2026-12-01T00:00:00Z', remotes: {} } as RenderedPage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('preloads nothing on the shell’s own pages, and ignores a failed read', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    startEarlyLoads('/contact');
    await expect(takeEarlyManifest()).rejects.toThrow('offline');
    startEarlyLoads('/books');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await expect(takeEarlyManifest()).rejects.toThrow('offline');
  });
});
