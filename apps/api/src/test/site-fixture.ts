import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Temp folders, so tests never depend on a real build: the shell build the first run
 * releases (SHELL_DIR), the release store's folder and DATA_DIR.
 */
export interface SiteFixture {
  root: string;
  shellDir: string;
  storeDir: string;
  dataDir: string;
  /** Writes a file of the first-run shell build (before the app starts). */
  writeShellFile(path: string, content: string | Buffer): Promise<string>;
  /** Writes a build folder under the fixture (for releases made by a test). */
  writeBuild(label: string, files: Record<string, string | Buffer>): Promise<string>;
  cleanup(): Promise<void>;
}

export const FIXTURE_INDEX_HTML = '<!doctype html><html><head><title>Home</title></head><body><div id="root"></div></body></html>';

export async function createSiteFixture(options: { built?: boolean } = {}): Promise<SiteFixture> {
  const root = await mkdtemp(join(tmpdir(), 'wtm-api-site-'));
  let builds = 0;
  const fixture: SiteFixture = {
    root,
    shellDir: join(root, 'shell'),
    storeDir: join(root, 'releases'),
    dataDir: join(root, 'data'),
    writeShellFile: (path, content) => writeInside(fixture.shellDir, path, content),
    async writeBuild(label, files) {
      builds += 1;
      const dir = join(root, 'builds', `${builds}-${label}`);
      for (const [path, content] of Object.entries(files)) await writeInside(dir, path, content);
      return dir;
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
