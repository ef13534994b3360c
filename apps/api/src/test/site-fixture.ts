import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Temp SHELL_DIR, REMOTES_DIR and DATA_DIR, so tests never depend on a real build. */
export interface SiteFixture {
  root: string;
  shellDir: string;
  remotesDir: string;
  dataDir: string;
  writeShellFile(path: string, content: string | Buffer): Promise<string>;
  writeRemoteFile(path: string, content: string | Buffer): Promise<string>;
  /** Replaces manifest.json the way a release does: write aside, then rename. */
  writeManifest(manifest: unknown): Promise<void>;
  cleanup(): Promise<void>;
}

export const FIXTURE_INDEX_HTML = '<!doctype html><html><head><title>Home</title></head><body><div id="root"></div></body></html>';

export async function createSiteFixture(options: { built?: boolean } = {}): Promise<SiteFixture> {
  const root = await mkdtemp(join(tmpdir(), 'wtm-api-site-'));
  const fixture: SiteFixture = {
    root,
    shellDir: join(root, 'shell'),
    remotesDir: join(root, 'remotes'),
    dataDir: join(root, 'data'),
    writeShellFile: (path, content) => writeInside(fixture.shellDir, path, content),
    writeRemoteFile: (path, content) => writeInside(fixture.remotesDir, path, content),
    writeManifest: async (manifest) => {
      const aside = await writeInside(fixture.remotesDir, `.manifest-${process.hrtime.bigint()}.json`, JSON.stringify(manifest));
      await rename(aside, join(fixture.remotesDir, 'manifest.json'));
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
  await mkdir(fixture.shellDir, { recursive: true });
  await mkdir(fixture.dataDir, { recursive: true });
  if (options.built !== false) await fixture.writeShellFile('index.html', FIXTURE_INDEX_HTML);
  return fixture;
}

async function writeInside(folder: string, path: string, content: string | Buffer): Promise<string> {
  const file = join(folder, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  return file;
}
