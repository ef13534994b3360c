import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appDistDir, findRepoRoot, ReleaseRefused } from '@wtm/releases';
import { throwingBooksRelease } from '@wtm/releases/test/built-site';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

// Releases of the real builds of this checkout (turbo.json: the apps build before these
// tests), with their pages prerendered at release (docs/decisions/0032).
const root = findRepoRoot();
const PAGE = { accept: 'text/html', 'accept-encoding': 'identity' };

describe(`pages prerendered at release (${testDialect()})`, () => {
  let testApp: TestApp;
  const page = async (url: string) => (await testApp.app.inject({ method: 'GET', url, headers: PAGE })).body;
  const release = async (name: 'shell' | 'books' | 'crm' | 'account', distDir = appDistDir(name, root)) => {
    const result = await testApp.app.releases.release({ name, distDir, packageVersion: '0.1.0' });
    await testApp.app.liveReleases.refresh();
    return result;
  };
  /** A copy of the books build whose landing page says something else (browser and server alike). */
  const changedBooks = async (label: string, change: (source: string) => string) => {
    const dir = join(testApp.site.root, label);
    await cp(appDistDir('books', root), dir, { recursive: true });
    const entry = join(dir, 'server', 'remoteEntry.cjs');
    await writeFile(entry, change(await readFile(entry, 'utf8')));
    return dir;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ site: { built: false } });
    for (const name of ['shell', 'books', 'crm', 'account'] as const) await release(name);
  }, 120_000);

  afterAll(() => testApp.close());

  it('serves every public page prerendered once the shell and the sections are released', async () => {
    expect(await page('/books')).toContain('<h1');
    expect(await page('/books')).toContain('wtm-rendered-page');
    expect(await page('/crm/pricing')).toContain('application/ld+json');
    expect(await page('/')).toContain('<title>Home</title>');
  });

  it('changes a released section’s pages at the next request, and only its own; a rollback restores them without rendering', async () => {
    const before = { books: await page('/books'), crm: await page('/crm/pricing'), home: await page('/') };
    const changed = await changedBooks('books-changed', (source) => `${source}\n// a change of the books team\n`);
    await release('books', changed);
    const after = await page('/books');
    expect(after).not.toBe(before.books);
    expect(await page('/crm/pricing')).toBe(before.crm);
    expect(await page('/')).toBe(before.home);
    const started = performance.now();
    await testApp.app.releases.rollback('books');
    await testApp.app.liveReleases.refresh();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await page('/books')).toBe(before.books);
  }, 60_000);

  it('refuses a section whose server render throws, with a clear message, and switches nothing', async () => {
    const live = await page('/books');
    const generation = await testApp.app.releases.generation();
    // Its server container hands out `./routes` with a component that throws (publicPages untouched).
    const throwing = await throwingBooksRelease(testApp.site.root);
    const refused = release('books', throwing);
    await expect(refused).rejects.toThrow(ReleaseRefused);
    await expect(refused).rejects.toThrow(/The books release .+ was refused, nothing switched: its pages could not be prerendered\.\n.*\/books \(books\) failed to render on the server: Error: The Books content could not be read/s);
    expect(await testApp.app.releases.generation()).toBe(generation);
    expect(await page('/books')).toBe(live);
  }, 60_000);
});
