import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkBuild } from './build-check.ts';
import { fakeBuild } from '../test/fake-build.ts';

describe('checkBuild', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'build-check-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('accepts a remote build and reports the version it was built from', async () => {
    await expect(checkBuild(await fakeBuild(root, 'ok'), 'books')).resolves.toEqual({ buildVersion: '0.1.0', remoteEntry: 'remoteEntry.js' });
  });

  it.each([
    ['the build of another remote', { name: 'crm' }, 'names the remote "crm", not "books"'],
    ['a second exposed module', { exposes: ['./routes', './internals'] }, 'exposes [./routes, ./internals]; a remote exposes exactly ./routes'],
    ['no ./routes', { exposes: ['./pages'] }, 'exposes [./pages]'],
    ['a fixed publicPath', { publicPath: 'http://localhost:3001/' }, "needs publicPath 'auto'"],
    ['a manifest pointing at a missing entry', { withoutEntry: true }, 'lists remoteEntry.js, which is missing'],
    ['a shared module that is not a singleton', { sharedSingleton: false }, 'shares react as a non-singleton'],
  ])('refuses %s', async (_label, options, message) => {
    await expect(checkBuild(await fakeBuild(root, 'bad', options), 'books')).rejects.toThrow(message);
  });

  it('refuses a manifest that is not JSON', async () => {
    const dist = await fakeBuild(root, 'garbled');
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"name": ');
    await expect(checkBuild(dist, 'books')).rejects.toThrow('mf-manifest.json is not valid JSON');
  });

  it('refuses a manifest listing files outside the build', async () => {
    const dist = await fakeBuild(root, 'escape');
    const manifest = { name: 'books', metaData: { publicPath: 'auto', remoteEntry: { name: '../../etc/passwd', path: '' } }, exposes: [{ path: './routes' }] };
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    await expect(checkBuild(dist, 'books')).rejects.toThrow('outside the build folder');
  });
});
