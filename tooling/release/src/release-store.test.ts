import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { computeVersion, readManifest, releaseRemote, rollbackRemote } from './release-store.ts';

async function fakeBuild(root: string, label: string): Promise<string> {
  const dist = path.join(root, `dist-${label}`);
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'books', label }));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${label} */`);
  return dist;
}

describe('release store', () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'release-'));
    dir = path.join(root, 'remotes');
  });

  it('names a release after the build content', async () => {
    const a = await computeVersion(await fakeBuild(root, 'a'), '0.1.0');
    const b = await computeVersion(await fakeBuild(root, 'b'), '0.1.0');
    expect(a).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(a).not.toBe(b);
    expect(await computeVersion(path.join(root, 'dist-a'), '0.1.0')).toBe(a);
  });

  it('stores an immutable copy and switches the manifest to it', async () => {
    const dist = await fakeBuild(root, 'one');
    const live = await releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1' });
    expect(live.entry).toBe('/remotes/books/v1/mf-manifest.json');
    expect((await readManifest(dir)).remotes.books?.version).toBe('v1');
    await writeFile(path.join(dist, 'remoteEntry.js'), '/* rebuilt */');
    await releaseRemote({ dir, name: 'books', distDir: dist, version: 'v1' });
    expect(await readFile(path.join(dir, 'books/v1/remoteEntry.js'), 'utf8')).toBe('/* one */');
  });

  it('rolls back to the previous release, then refuses when there is none', async () => {
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'one'), version: 'v1' });
    await releaseRemote({ dir, name: 'books', distDir: await fakeBuild(root, 'two'), version: 'v2' });
    await releaseRemote({ dir, name: 'crm', distDir: await fakeBuild(root, 'crm'), version: 'c1' });
    expect((await rollbackRemote(dir, 'books')).version).toBe('v1');
    const manifest = await readManifest(dir);
    expect(manifest.remotes.books?.version).toBe('v1');
    expect(manifest.remotes.crm?.version).toBe('c1');
    await expect(rollbackRemote(dir, 'books')).rejects.toThrow('no earlier release');
  });

  it('uses a CDN base URL when one is given', async () => {
    const live = await releaseRemote({ dir, name: 'crm', distDir: await fakeBuild(root, 'x'), version: 'v9', baseUrl: 'https://cdn.example.com/remotes/' });
    expect(live.entry).toBe('https://cdn.example.com/remotes/crm/v9/mf-manifest.json');
  });

  it('refuses a folder that holds no build', async () => {
    const empty = path.join(root, 'empty');
    await mkdir(empty);
    await expect(releaseRemote({ dir, name: 'books', distDir: empty, version: 'v1' })).rejects.toThrow('build the books remote first');
  });
});
