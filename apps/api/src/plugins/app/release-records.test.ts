import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ReleaseRefused, type ReleasesService } from '@wtm/releases';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

describe(`the release records (${testDialect()})`, () => {
  let testApp: TestApp;
  let releases: ReleasesService;
  let builds = 0;
  const build = async (name: 'books' | 'crm' = 'books') => {
    builds += 1;
    return { name, distDir: await fakeBuild(join(testApp.site.root, 'service-builds'), `${name}-${builds}`, { name }), packageVersion: '0.1.0' };
  };

  beforeEach(async () => {
    testApp = await createTestApp({ site: { built: false } });
    releases = testApp.app.releases;
  });

  afterEach(() => testApp.close());

  it('switches a name to a release under a new generation, and does nothing for the live version', async () => {
    const first = await build();
    const released = await releases.release(first);
    expect(released).toMatchObject({ switched: true, previous: undefined, live: { name: 'books', version: expect.stringMatching(/^0\.1\.0-/) } });
    const again = await releases.release(first);
    expect(again).toMatchObject({ switched: false, live: { version: released.live.version, generation: released.live.generation } });
    expect(await releases.history('books')).toHaveLength(1);
    expect(await releases.generation()).toBe(released.live.generation);
  });

  it('rolls back to the previous release, and after a rollback and a new release, to what was live before', async () => {
    const v1 = (await releases.release(await build())).live.version;
    const v2 = (await releases.release(await build())).live.version;
    await releases.release(await build('crm'));
    expect((await releases.rollbackTarget('books'))?.version).toBe(v1);
    expect(await releases.rollback('books')).toMatchObject({ switched: true, live: { version: v1 }, previous: { version: v2 } });
    await expect(releases.rollback('books')).rejects.toThrow(new ReleaseRefused('The books release has no earlier release to roll back to.'));
    const v3 = (await releases.release(await build())).live.version;
    expect((await releases.rollback('books')).live.version).toBe(v1);
    expect((await releases.history('books')).map((line) => `${line.action}:${line.version}`)).toEqual([
      `release:${v1}`,
      `release:${v2}`,
      `rollback:${v1}`,
      `release:${v3}`,
      `rollback:${v1}`,
    ]);
    const live = await releases.readLive();
    expect(live.releases.map((record) => `${record.name}:${record.version}`)).toEqual([`books:${v1}`, expect.stringMatching(/^crm:/)]);
  });

  it('refuses to roll back to a release whose files left the store, and leaves what is live', async () => {
    const v1 = (await releases.release(await build())).live.version;
    const v2 = (await releases.release(await build())).live.version;
    await rm(join(testApp.site.storeDir, 'remotes/books', v1), { recursive: true });
    await expect(releases.rollback('books')).rejects.toThrow(`The books release ${v1} is no longer in the release store`);
    expect((await releases.readLive()).releases[0]?.version).toBe(v2);
  });

  it('refuses a build that is no releasable remote, before anything is stored or switched', async () => {
    const crm = await build('crm');
    await expect(releases.release({ ...crm, name: 'books' })).rejects.toThrow('names the remote "crm", not "books"');
    expect(await releases.generation()).toBe(0);
  });

  it('keeps every one of many concurrent releases in the history, the last one live', async () => {
    const many = await Promise.all(Array.from({ length: 8 }, () => build()));
    await Promise.all(many.map((one) => releases.release(one)));
    const history = await releases.history('books');
    expect(history).toHaveLength(8);
    expect(new Set(history.map((line) => line.generation)).size).toBe(8);
    const live = (await releases.readLive()).releases.find((record) => record.name === 'books');
    expect(live?.version).toBe(history.at(-1)?.version);
    expect(await releases.generation()).toBe(history.at(-1)?.generation);
  });

  it('releases on the first run only, once, however many instances start at once', async () => {
    const first = await Promise.all([1, 2, 3].map(async () => releases.releaseIfEmpty([await build(), await build('crm')])));
    expect(first.filter((released) => released.length > 0)).toHaveLength(1);
    expect((await releases.readLive()).releases).toHaveLength(2);
    expect(await releases.releaseIfEmpty([await build()])).toEqual([]);
    expect(await releases.history('books')).toHaveLength(1);
  });
});
