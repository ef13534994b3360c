// node tooling/prerender/src/cli.ts --out <new folder> [options]: renders the public
// pages of the shell build and the live remote releases (REMOTES_DIR/manifest.json), in
// a short-lived process, checks them and writes them with .gz and .br copies.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName, type RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import { prerender, PrerenderError } from './prerender.ts';
import type { RemoteInput } from './release-inputs.ts';
import type { PageOwner } from './worker-protocol.ts';

const usage = `Usage: cli.ts --out <folder> [--shell <dist>] [--shell-version <v>] [--remotes-dir <dir>]
  [--public-url <url>] [--owner shell|books|crm|account ...] [--timeout-ms <n>] [--max-old-space-mb <n>]`;

const root = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    shell: { type: 'string', default: path.join(root, 'apps/shell/dist') },
    'shell-version': { type: 'string' },
    'remotes-dir': { type: 'string' },
    'public-url': { type: 'string' },
    owner: { type: 'string', multiple: true },
    'timeout-ms': { type: 'string', default: '60000' },
    'max-old-space-mb': { type: 'string', default: '512' },
  },
});
if (!values.out) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

/** Same rules as the API's REMOTES_DIR and PUBLIC_URL (apps/api/README.md). */
const remotesDir = path.resolve(values['remotes-dir'] ?? process.env.REMOTES_DIR ?? path.join(process.env.DATA_DIR ?? path.join(root, 'data'), 'remotes'));
const publicUrl = values['public-url'] ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

async function shellVersion(dir: string): Promise<string> {
  const { version } = JSON.parse(await readFile(path.join(dir, '..', 'package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256').update(await readFile(path.join(dir, 'index.html'))).digest('hex').slice(0, 10);
  return `${version}-${hash}`;
}

const manifest = JSON.parse(await readFile(path.join(remotesDir, 'manifest.json'), 'utf8')) as RuntimeManifest;
const remotes: Partial<Record<RemoteName, RemoteInput>> = {};
for (const name of remoteNames) {
  const release = manifest.remotes[name];
  if (release) remotes[name] = { release, dir: path.join(remotesDir, name, release.version) };
}
const started = performance.now();
try {
  const result = await prerender({
    shell: { dir: path.resolve(values.shell), version: values['shell-version'] ?? (await shellVersion(path.resolve(values.shell))) },
    remotes,
    publicUrl,
    owners: values.owner as PageOwner[] | undefined,
    outDir: path.resolve(values.out),
    timeoutMs: Number(values['timeout-ms']),
    maxOldSpaceMb: Number(values['max-old-space-mb']),
  });
  for (const page of result.pages) {
    process.stdout.write(`${page.path.padEnd(24)} ${page.owner.padEnd(8)} ${(page.gzipBytes / 1000).toFixed(1)} KB gzip  ${page.title}\n`);
  }
  process.stdout.write(`Prerendered ${result.pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s into ${values.out}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof PrerenderError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
}
