// A front for the prerender's browser tests (e2e/tests/prerender-*.spec.ts): it answers
// the prerendered documents of the site global-setup.ts started, and passes every other
// request (scripts, remotes, /remotes.json, /api) to that site. Serving prerendered pages
// for real is the release store's part; this is only enough for a browser to read them.
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { prerender, type PrerenderedPage, type RemoteInput } from '@wtm/prerender';
import { freePort, remoteNames, shellDist, type RemoteName } from './release-site.ts';

export interface PrerenderedSite {
  baseUrl: string;
  pages: PrerenderedPage[];
  /** The documents by path, as the front answers them. */
  documents: Map<string, string>;
  /** How long prerendering took, in seconds. */
  seconds: number;
  stop(): Promise<void>;
}

interface RuntimeManifest {
  remotes: Partial<Record<RemoteName, RemoteInput['release']>>;
}

/**
 * The releases live on the site under test (its /remotes.json), with their folders in its
 * release store (the default folder store, DATA_DIR/releases).
 */
export async function liveRemotes(siteUrl: string, dataDir: string): Promise<Partial<Record<RemoteName, RemoteInput>>> {
  const manifest = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as RuntimeManifest;
  const remotes: Partial<Record<RemoteName, RemoteInput>> = {};
  for (const name of remoteNames) {
    const release = manifest.remotes[name];
    if (release) remotes[name] = { release, dir: path.join(dataDir, 'releases', 'remotes', name, release.version) };
  }
  return remotes;
}

/** Prerenders every public page of the site at `siteUrl` (data in `dataDir`) and serves them in front of it. */
export async function startPrerenderedSite(siteUrl: string, dataDir: string): Promise<PrerenderedSite> {
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'wtm-prerendered-')), 'pages');
  const started = performance.now();
  const { pages } = await prerender({ shell: { dir: shellDist, version: 'e2e' }, remotes: await liveRemotes(siteUrl, dataDir), publicUrl: baseUrl, outDir });
  const seconds = (performance.now() - started) / 1000;
  const documents = new Map(await Promise.all(pages.map(async (page) => [page.path, await readFile(path.join(outDir, page.file), 'utf8')] as const)));
  // The site's own headers for a page (its Content-Security-Policy above all).
  const pageHeaders = Object.fromEntries((await fetch(`${siteUrl}/`)).headers);
  delete pageHeaders['content-length'];
  delete pageHeaders['content-encoding'];
  delete pageHeaders.etag;
  const server: Server = createServer((incoming, answer) => {
    const url = new URL(incoming.url ?? '/', baseUrl);
    const document = incoming.method === 'GET' ? documents.get(url.pathname.replace(/(.)\/+$/, '$1')) : undefined;
    if (document) {
      answer.writeHead(200, { ...pageHeaders, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      answer.end(document);
      return;
    }
    const upstream = request(new URL(incoming.url ?? '/', siteUrl), { method: incoming.method, headers: incoming.headers }, (reply) => {
      answer.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(answer);
    });
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(baseUrl).port), '127.0.0.1', resolve));
  return {
    baseUrl,
    pages,
    documents,
    seconds,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a spec file: prerenders the site under test once before its tests and stops the
 * front after them. The returned object reads the running front (inside tests only).
 */
export function usePrerenderedSite(): Omit<PrerenderedSite, 'stop'> {
  let site: PrerenderedSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startPrerenderedSite(process.env.E2E_BASE_URL!, process.env.E2E_DATA_DIR!);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  return {
    get baseUrl() {
      return site!.baseUrl;
    },
    get pages() {
      return site!.pages;
    },
    get documents() {
      return site!.documents;
    },
    get seconds() {
      return site!.seconds;
    },
  };
}
