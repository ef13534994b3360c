import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { computeVersion, isHashedFile } from './build-files.ts';
import { fakeBuild } from '../test/fake-build.ts';

describe('build files', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'release-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('names a release after the build content', async () => {
    const a = await computeVersion(await fakeBuild(root, 'a'), '0.1.0');
    const b = await computeVersion(await fakeBuild(root, 'b'), '0.1.0');
    expect(a).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(a).not.toBe(b);
    expect(await computeVersion(path.join(root, 'dist-a'), '0.1.0')).toBe(a);
  });

  it.each([
    ['main.3f2a9c1b0d.js', true],
    ['static/412.0a1b2c3d.css', true],
    ['main.3f2a9c1b0d.js.br', true],
    ['logo-9f8e7d6c.svg', true],
    ['index.html', false],
    ['favicon.svg', false],
    ['main.js', false],
  ])('%s carries a content hash: %s', (file, hashed) => {
    expect(isHashedFile(file)).toBe(hashed);
  });
});
