import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isPublished, publishRemote, publishShell } from './publish.ts';
import type { FileStore } from './file-store.ts';
import { openFileStore } from './open-file-store.ts';
import { fakeBuild } from '../test/fake-build.ts';
import { fakeShellBuild } from '../test/fake-shell-build.ts';

describe('publishing builds into the release store', () => {
  let root: string;
  let store: FileStore;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
    store = openFileStore({ kind: 'folder', folder: path.join(root, 'store') });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores a remote build in its version folder once; a stored version is never overwritten', async () => {
    const dist = await fakeBuild(root, 'one');
    expect(await isPublished(store, 'books', 'v1')).toBe(false);
    expect(await publishRemote(store, 'books', dist, 'v1')).toBe(true);
    expect(await isPublished(store, 'books', 'v1')).toBe(true);
    expect((await readdir(path.join(root, 'store/remotes/books/v1'))).sort()).toEqual(['expose.one.js', 'mf-manifest.json', 'react.js', 'remoteEntry.js']);
    await writeFile(path.join(dist, 'remoteEntry.js'), '/* rebuilt */');
    expect(await publishRemote(store, 'books', dist, 'v1')).toBe(false);
    expect((await store.read('remotes/books/v1/remoteEntry.js'))?.toString()).toBe('/* one */');
  });

  it('stores the shell: hashed files side by side in shell/assets, the rest under its version', async () => {
    await publishShell(store, await fakeShellBuild(root, 'one', '1111111111'), 's1');
    await publishShell(store, await fakeShellBuild(root, 'two', '2222222222'), 's2');
    expect((await readdir(path.join(root, 'store/shell/assets'))).sort()).toEqual(['main.1111111111.js', 'main.2222222222.js']);
    expect((await readdir(path.join(root, 'store/shell/s2'))).sort()).toEqual(['favicon.svg', 'index.html']);
    expect((await store.read('shell/s1/index.html'))?.toString()).toContain('main.1111111111.js');
    expect(await isPublished(store, 'shell', 's2')).toBe(true);
  });

  it('refuses a second shell build at a stored version: the stored index.html and files are kept', async () => {
    expect(await publishShell(store, await fakeShellBuild(root, 'one', '1111111111'), 's1')).toBe(true);
    const changed = await fakeShellBuild(root, 'changed', '1111111111');
    await writeFile(path.join(changed, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><!-- changed --></svg>');
    expect(await publishShell(store, changed, 's1')).toBe(false);
    expect((await store.read('shell/s1/index.html'))?.toString()).toContain('<div id="root">one</div>');
    expect((await store.read('shell/s1/favicon.svg'))?.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await store.read('shell/assets/main.1111111111.js'))?.toString()).toBe('/* shell one */');
  });

  it('publishes the same build from several processes at once without a half-written file', async () => {
    const dist = await fakeBuild(root, 'same');
    await Promise.all([1, 2, 3].map(() => publishRemote(store, 'books', dist, 'v1')));
    expect((await readdir(path.join(root, 'store/remotes/books/v1'))).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect((await store.read('remotes/books/v1/remoteEntry.js'))?.toString()).toBe('/* same */');
  });
});
