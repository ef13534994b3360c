import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COHORT_COOKIE, ReleaseRefused } from '@wtm/releases';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`canary releases (${testDialect()})`, () => {
  let testApp: TestApp;
  let stable: string;
  let builds = 0;
  /** A books build of its own content (so its own version). */
  const build = async (name: 'books' | 'shell' = 'books') => {
    builds += 1;
    const distDir = await fakeBuild(join(testApp.site.root, 'canary-builds'), `${name}-${builds}`, { name: 'books' });
    await writeFile(join(distDir, `build-${builds}.js`), `build(${builds});`);
    return { name, distDir, packageVersion: '0.2.0' } as const;
  };
  const manifestFor = async (cookie?: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json', headers: cookie === undefined ? {} : { cookie } });
    return { response, books: (response.json() as { remotes: { books?: { version: string } } }).remotes.books?.version };
  };

  beforeEach(async () => {
    testApp = await createTestApp();
    stable = (await testApp.releaseRemote('books')).live.version;
  });
  afterEach(() => testApp.close());

  it('serves a canary to its share of the 100 cohorts, each visitor kept on one side by a cohort cookie', async () => {
    const before = await manifestFor();
    expect(before.books).toBe(stable);
    expect(String(before.response.headers['set-cookie'] ?? '')).not.toContain(COHORT_COOKIE);

    const { canary } = await testApp.app.canaries.start(await build(), 50);
    await testApp.app.liveReleases.refresh();
    expect(canary.version).not.toBe(stable);

    const fresh = await manifestFor();
    expect(fresh.response.headers['cache-control']).toBe('private, no-cache');
    expect(fresh.response.headers.vary).toMatch(/Cookie/);
    const cookies = ([] as string[]).concat(fresh.response.headers['set-cookie'] ?? []);
    const cohortCookie = cookies.find((cookie) => cookie.startsWith(`${COHORT_COOKIE}=`))!;
    expect(cohortCookie).toMatch(new RegExp(`^${COHORT_COOKIE}=\\d{1,2}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
    const sticky = cohortCookie.split(';')[0]!;
    for (let again = 0; again < 3; again++) {
      const next = await manifestFor(sticky);
      expect(next.books).toBe(fresh.books);
      expect(next.response.headers['set-cookie']?.toString() ?? '').not.toContain(COHORT_COOKIE);
    }

    const served = await Promise.all(Array.from({ length: 100 }, async (_, cohort) => (await manifestFor(`${COHORT_COOKIE}=${cohort}`)).books));
    expect(served.filter((version) => version === canary.version)).toHaveLength(50);
    expect(served.filter((version) => version === stable)).toHaveLength(50);
  });

  it('refuses a canary of the shell, of a share outside 1–99, of the live version, or of a remote never released', async () => {
    await expect(testApp.app.canaries.start(await build('shell'), 10)).rejects.toThrow(ReleaseRefused);
    for (const share of [0, 100, 12.5]) await expect(testApp.app.canaries.start(await build(), share)).rejects.toThrow('1 to 99 %');
    const live = await build();
    await testApp.app.releases.release(live);
    await expect(testApp.app.canaries.start(live, 10)).rejects.toThrow('is live for everyone already');
    const crm = await fakeBuild(join(testApp.site.root, 'crm-build'), 'crm', { name: 'crm' });
    await expect(testApp.app.canaries.start({ name: 'crm', distDir: crm, packageVersion: '0.1.0' }, 10)).rejects.toThrow('no live release yet');
    expect(await testApp.app.canaries.list()).toEqual([]);
  });

  it('promotes a canary to every visitor, and a rollback afterwards goes back to the release before it', async () => {
    const { canary } = await testApp.app.canaries.start(await build(), 10);
    const promoted = await testApp.app.canaries.promote('books', 'promoted by hand');
    expect(promoted?.version).toBe(canary.version);
    await testApp.app.liveReleases.refresh();
    expect((await manifestFor(`${COHORT_COOKIE}=1`)).books).toBe(canary.version);
    expect(await testApp.app.canaries.list()).toEqual([]);
    const history = await testApp.app.releases.history('books');
    expect(history.map((line) => [line.action, line.version, line.reason])).toEqual([
      ['release', stable, null],
      ['canary', canary.version, 'for 10 % of visitors'],
      ['promote', canary.version, 'promoted by hand'],
    ]);
    expect((await testApp.app.releases.rollback('books')).live.version).toBe(stable);
  });

  it('withdraws a canary without touching the live release; rollback and a stale verdict ignore it', async () => {
    const second = (await testApp.app.releases.release(await build())).live.version;
    const { canary } = await testApp.app.canaries.start(await build(), 10);
    // A verdict about an earlier canary of the name acts on nothing.
    expect(await testApp.app.canaries.withdraw('books', 'stale', canary.generation - 1)).toBeUndefined();
    const generation = await testApp.app.releases.generation();
    expect(await testApp.app.canaries.withdraw('books', 'rolled back by hand', canary.generation)).toMatchObject({ version: canary.version });
    expect(await testApp.app.releases.generation()).toBe(generation + 1);
    expect(await testApp.app.canaries.withdraw('books', 'again')).toBeUndefined();
    expect(await testApp.app.releases.generation()).toBe(generation + 1);
    expect((await testApp.app.releases.readLive()).releases.find((record) => record.name === 'books')?.version).toBe(second);
    expect((await testApp.app.releases.history('books')).at(-1)).toMatchObject({ action: 'canary-rollback', version: canary.version, reason: 'rolled back by hand' });
    expect((await testApp.app.releases.rollbackTarget('books'))?.version).toBe(stable);
  });
});
