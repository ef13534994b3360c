import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE } from './lock.ts';
import { computeVersion, liveStack, readHistory, readManifest, releaseRemote, rollbackRemote, rollbackTarget } from './release-store.ts';
import { fakeBuild } from './test/fake-build.ts';

const run = promisify(execFile);
const cli = path.resolve(__dirname, 'cli.ts');

describe('release store', () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'release-'));
    dir = path.join(root, 'remotes');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('names a release after the build content', async () => {
    const a = await computeVersion(await fakeBuild(root, 'a'), '0.1.0');
    const b = await computeVersion(await fakeBuild(root, 'b'), '0.1.0');
    expect(a).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(a).not.toBe(b);
    expect(await computeVersion(path.join(root, 'dist-a'), '0.1.0')).toBe(a);
  });

  it('stores an immutable copy and switches the manifest to it', async () => {
    const dist = await fakeBuild(root, 'one');
    const { live } = await releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1' });
    expect(live.entry).toBe('/remotes/books/v1/mf-manifest.json');
    expect((await readManifest(dir)).remotes.books?.version).toBe('v1');
    await writeFile(path.join(dist, 'remoteEntry.js'), '/* rebuilt */');
    await releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1' });
    expect(await readFile(path.join(dir, 'books/v1/remoteEntry.js'), 'utf8')).toBe('/* one */');
  });

  it('does nothing when the same version is live already', async () => {
    const dist = await fakeBuild(root, 'one');
    await releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1', now: new Date('2026-01-01T00:00:00Z') });
    const again = await releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1' });
    expect(again.switched).toBe(false);
    expect(again.live.releasedAt).toBe('2026-01-01T00:00:00.000Z');
    expect((await readHistory(dir)).books).toHaveLength(1);
  });

  it('rolls back to the previous release, then refuses when there is none', async () => {
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'one'), version: 'v1' });
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'two'), version: 'v2' });
    await releaseRemote({ dir, name: 'crm', distDir: await fakeBuild(root, 'crm', { name: 'crm' }), version: 'c1' });
    expect(await rollbackTarget(dir, 'books')).toMatchObject({ version: 'v1' });
    expect((await rollbackRemote(dir, 'books')).version).toBe('v1');
    const manifest = await readManifest(dir);
    expect(manifest.remotes.books?.version).toBe('v1');
    expect(manifest.remotes.crm?.version).toBe('c1');
    await expect(rollbackRemote(dir, 'books')).rejects.toThrow('no earlier release');
  });

  it('after a rollback and a new release, rolls back to what was live, not to the bad release', async () => {
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'one'), version: 'v1' });
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'bad'), version: 'v2' });
    await rollbackRemote(dir, 'books');
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'three'), version: 'v3' });
    expect((await rollbackRemote(dir, 'books')).version).toBe('v1');
    expect((await readHistory(dir)).books?.map((entry) => `${entry.action}:${entry.version}`)).toEqual([
      'release:v1',
      'release:v2',
      'rollback:v1',
      'release:v3',
      'rollback:v1',
    ]);
  });

  it('reads histories written before rollbacks were recorded', () => {
    const release = (version: string) => ({ version, entry: `/remotes/books/${version}/mf-manifest.json`, releasedAt: '2026-01-01T00:00:00.000Z' });
    expect(liveStack([release('v1'), release('v1'), release('v2')]).map((entry) => entry.version)).toEqual(['v1', 'v2']);
  });

  it('refuses to roll back to a release whose folder was removed', async () => {
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'one'), version: 'v1' });
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'two'), version: 'v2' });
    await rm(path.join(dir, 'books/v1'), { recursive: true });
    await expect(rollbackRemote(dir, 'books')).rejects.toThrow('was removed');
    expect((await readManifest(dir)).remotes.books?.version).toBe('v2');
  });

  it('uses a CDN base URL when one is given', async () => {
    const { live } = await releaseRemote({
      dir,
      name: 'crm',
      distDir: await fakeBuild(root, 'x', { name: 'crm' }),
      version: 'v9',
      baseUrl: 'https://cdn.example.com/remotes/',
    });
    expect(live.entry).toBe('https://cdn.example.com/remotes/crm/v9/mf-manifest.json');
  });

  it('refuses a folder that holds no build', async () => {
    const empty = path.join(root, 'empty');
    await mkdir(empty);
    await expect(releaseRemote({ dir, name: 'books', distDir: empty, version: 'v1' })).rejects.toThrow('build the books remote first');
  });

  it('refuses an invalid build and leaves the live release alone', async () => {
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'good'), version: 'v1' });
    const crmBuild = await fakeBuild(root, 'crm', { name: 'crm' });
    await expect(releaseRemote({ dir, name: 'books', distDir: crmBuild, version: 'v2' })).rejects.toThrow('names the remote "crm", not "books"');
    expect((await readManifest(dir)).remotes.books?.version).toBe('v1');
    expect(await readdir(path.join(dir, 'books'))).toEqual(['v1']);
  });

  describe('concurrent releases', () => {
    it('keep every release in the history and a valid manifest (one process)', async () => {
      const builds = await Promise.all(Array.from({ length: 12 }, (_, i) => fakeBuild(root, `b${i}`)));
      const crm = await fakeBuild(root, 'crm', { name: 'crm' });
      await Promise.all([
        ...builds.map((distDir, i) => releaseRemote({ dir, name: 'books', distDir, version: `v${i}` })),
        releaseRemote({ dir, name: 'crm', distDir: crm, version: 'c1' }),
      ]);
      const history = await readHistory(dir);
      expect(history.books?.map((entry) => entry.version).sort()).toEqual(builds.map((_, i) => `v${i}`).sort());
      expect(history.crm).toHaveLength(1);
      const manifest = await readManifest(dir);
      expect(manifest.remotes.books?.version).toBe(history.books?.at(-1)?.version);
      expect(manifest.remotes.crm?.version).toBe('c1');
      expect((await readdir(dir)).sort()).toEqual(['books', 'crm', 'history.json', 'manifest.json']);
    });

    it('keep every release in the history and a valid manifest (several processes)', async () => {
      const builds = await Promise.all(Array.from({ length: 4 }, (_, i) => fakeBuild(root, `p${i}`)));
      const env = { ...process.env, REMOTES_DIR: dir };
      const outputs = await Promise.all(builds.map((distDir) => run(process.execPath, [cli, 'release', 'books', '--dist', distDir], { env })));
      for (const { stdout } of outputs) expect(stdout).toMatch(/^books 0\.1\.0-[0-9a-f]{10} is live/);
      const history = await readHistory(dir);
      expect(history.books).toHaveLength(4);
      expect(new Set(history.books?.map((entry) => entry.version)).size).toBe(4);
      expect((await readManifest(dir)).remotes.books?.version).toBe(history.books?.at(-1)?.version);
      expect(await readdir(dir)).not.toContain(LOCK_FILE);
    });

    it('releasing the same build twice at once stores it once', async () => {
      const dist = await fakeBuild(root, 'same');
      await Promise.all([1, 2, 3].map(() => releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1' })));
      expect(await readdir(path.join(dir, 'books'))).toEqual(['v1']);
      expect((await readHistory(dir)).books).toHaveLength(1);
    });
  });
});
