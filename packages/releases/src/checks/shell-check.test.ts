import { mkdtemp, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkShellBuild } from './shell-check.ts';
import { fakeShellBuild } from '../test/fake-shell-build.ts';

describe('checking a shell build', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shell-check-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('accepts a build whose page names only files it has (and /remotes.json), and links pages', async () => {
    await expect(checkShellBuild(await fakeShellBuild(root, 'good'))).resolves.toBeUndefined();
  });

  it('refuses a build whose page names a missing script', async () => {
    const dist = await fakeShellBuild(root, 'broken');
    await unlink(path.join(dist, 'main.0123456789.js'));
    await expect(checkShellBuild(dist)).rejects.toThrow('index.html names /main.0123456789.js, which is missing');
  });

  it('refuses a folder without index.html', async () => {
    await expect(checkShellBuild(path.join(root, 'nothing'))).rejects.toThrow('build the shell first');
  });
});
