// Prerendered pages (docs/decisions/0032): the gzip bytes of each budgeted
// page's document on the wire, and what a team waits for: `pnpm release books` of a
// changed build (check, store, prerender the section's pages, switch) and
// `pnpm rollback books` back to the pair rendered before. Both figures are the
// command's own "Took N s." line: the operation, without Node's start-up.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { assertLoopback, log, node, repoRoot, runCommand } from './common.ts';
import type { Site } from './site.ts';

export interface PageSize {
  path: string;
  /** Bytes of the document as sent with Content-Encoding: gzip. */
  gzipBytes: number;
  /** True when the document was prerendered (it embeds what it was rendered with). */
  prerendered: boolean;
}

export interface ReleaseTimes {
  /** `pnpm release books` of a changed build, seconds. */
  releaseSeconds: number;
  /** `pnpm rollback books` to the pair rendered before, seconds. */
  rollbackSeconds: number;
}

/** One page navigation asking for gzip; the body's bytes as they came, and the document. */
function fetchGzip(url: string): Promise<{ bytes: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(assertLoopback(url), { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        if (answer.statusCode !== 200) return reject(new Error(`${url} answered ${answer.statusCode}`));
        resolve({ bytes: Buffer.concat(chunks).length, encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) });
      });
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function measurePageSizes(baseUrl: string, paths: string[]): Promise<PageSize[]> {
  const sizes: PageSize[] = [];
  for (const pagePath of paths) {
    const { bytes, encoding, body } = await fetchGzip(`${baseUrl}${pagePath}`);
    if (encoding !== 'gzip') throw new Error(`${pagePath} came without gzip (Content-Encoding: ${encoding ?? 'none'})`);
    const prerendered = gunzipSync(body).toString('utf8').includes('id="wtm-rendered-page"');
    log(`pages: ${pagePath} ${bytes} bytes gzip${prerendered ? '' : ' (NOT prerendered)'}`);
    sizes.push({ path: pagePath, gzipBytes: bytes, prerendered });
  }
  return sizes;
}

/** A copy of the books build with one text changed in every browser and server script: a team's next build. */
async function changedBooksBuild(parent: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'books-changed-'));
  await cp(path.join(repoRoot, 'apps/books/dist'), dir, { recursive: true });
  const from = 'WTM Account Books and Inventory';
  // As long as the original: titles and descriptions keep within the pages' checked lengths.
  const changedName = 'WTM Account Books, Inventory B';
  let changed = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.c?js$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) continue;
    // Without its .gz/.br siblings the release serves this file as it is.
    await writeFile(file, text.split(from).join(changedName));
    changed += 1;
  }
  if (changed === 0) throw new Error(`No script of apps/books/dist contains "${from}"`);
  return dir;
}

async function timedCommand(site: Site, args: string[]): Promise<number> {
  // The site's release store and database: the defaults under its DATA_DIR (site.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir, PUBLIC_URL: site.baseUrl };
  for (const name of ['DATABASE_URL', 'RELEASE_STORE_URL', 'REMOTES_BASE_URL']) delete env[name];
  const result = await runCommand(node, ['apps/api/src/cli/release.ts', ...args], { cwd: repoRoot, env });
  const took = /^Took (\d+(?:\.\d+)?) s\.$/m.exec(result.stdout)?.[1];
  if (result.code !== 0 || took === undefined) throw new Error(`release.ts ${args.join(' ')} exited ${result.code}: ${`${result.stdout}${result.stderr}`.trim().split('\n').slice(-5).join(' | ')}`);
  return Number(took);
}

export async function measureReleaseTimes(site: Site): Promise<ReleaseTimes> {
  const build = await changedBooksBuild(site.dataDir);
  const releaseSeconds = await timedCommand(site, ['release', 'books', '--dist', build]);
  log(`pages: pnpm release books (changed build, its pages prerendered) took ${releaseSeconds} s`);
  const rollbackSeconds = await timedCommand(site, ['rollback', 'books']);
  log(`pages: pnpm rollback books (to the rendered pair) took ${rollbackSeconds} s`);
  return { releaseSeconds, rollbackSeconds };
}
