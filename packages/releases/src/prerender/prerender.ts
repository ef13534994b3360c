import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '@wtm/shell-contract/rendered-page';
import type { ReleasedContent } from '@wtm/shell-contract/section-content';
import { remoteNames, type RemoteName } from '@wtm/shell-contract/runtime-manifest';
import { buildDocument, buildFrameDocument } from './document.ts';
import { checkPage } from './page-check.ts';
import { prerenderChannel, type PrerenderReport } from './prerender-channel.ts';
import { hasServerBuild, publicPathOf, serverEntryOf, type RemoteInput } from './release-inputs.ts';
import { runWorker, type RenderedRoute } from './run-worker.ts';
import type { OwnedClientPage, OwnedPage, PageOwner, ServerRelease } from './worker-protocol.ts';
import { writePages, type WrittenPage } from './write-pages.ts';

export interface PrerenderOptions {
  /** The shell build: its folder (index.html, server/index.cjs) and its version. */
  shell: { dir: string; version: string };
  /** The remote releases to render with (a runtime manifest's, with their folders here). */
  remotes: Partial<Record<RemoteName, RemoteInput>>;
  /** The site's public address (PUBLIC_URL): canonical URLs, previews, asset URLs. */
  publicUrl: string;
  /** Whose pages to render; default: the shell's and every remote's. */
  owners?: readonly PageOwner[];
  /** Each section's released content to render with (and to embed in its pages); a section without renders its bundled content. */
  content?: Partial<Record<PageOwner, ReleasedContent>>;
  /** A new folder for the pages (it must not exist). */
  outDir: string;
  /** Default 60 s. */
  timeoutMs?: number;
  /** Default 512 MB. */
  maxOldSpaceMb?: number;
  now?: Date;
}

export interface PrerenderedPage extends WrittenPage {
  owner: PageOwner;
  title: string;
}

export interface PrerenderResult {
  pages: PrerenderedPage[];
  /** The frame of the pages rendered in the browser (written with the shell's pages), relative to the out dir. */
  frame?: string;
  /** The owners' pages rendered in the browser only, with their titles (undefined: the shell build does not list them). */
  clientPages: OwnedClientPage[] | undefined;
  renderedWith: Omit<RenderedPage, 'owner'>;
}

/** Where the frame of the pages rendered in the browser is written: a folder no route of the site names. */
const FRAME_PATH = '/__client-page-frame';

/** The pages failed their checks: nothing was written. */
export class PrerenderError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Prerendering failed; nothing was written:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'PrerenderError';
    this.problems = problems;
  }
}

function serverReleases(options: PrerenderOptions, owners: readonly PageOwner[]) {
  const remotes: Partial<Record<RemoteName, ServerRelease>> = {};
  const publicPaths: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const input = options.remotes[name];
    if (!input) continue;
    if (!hasServerBuild(input.dir)) {
      // A release built before server builds: its pages stay rendered in the browser.
      if (owners.includes(name)) throw new PrerenderError([`the ${name} release ${input.release.version} has no server build (${serverEntryOf(input.dir)})`]);
      continue;
    }
    remotes[name] = { ...input.release, serverEntry: serverEntryOf(input.dir) };
    publicPaths[name] = publicPathOf(input.release);
  }
  return { remotes, publicPaths };
}

/** The complete, checked document of one rendered route, or its problems. */
async function documentOf(route: RenderedRoute, page: OwnedPage, template: string, options: PrerenderOptions, renderedWith: PrerenderResult['renderedWith']) {
  const canonical = new URL(page.path, options.publicUrl).href;
  if (route.errors.length) return { problems: [`${page.path} (${page.owner}) failed to render on the server: ${route.errors[0]}`] };
  try {
    const html = buildDocument({
      template,
      page,
      urls: { canonical, site: new URL('/', options.publicUrl).href },
      html: route.html,
      styles: route.styles,
      renderedPage: { ...renderedWith, owner: page.owner, ...(options.content?.[page.owner] === undefined ? {} : { content: options.content[page.owner] }) },
    });
    return { html, problems: checkPage(html, { canonical, status: 200 }).map((problem) => `${page.path} ${problem}`) };
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
}

/**
 * Renders the public pages of `owners` for this shell and these remote releases, in a
 * short-lived process (docs/decisions/0029), checks every document and writes them, with
 * gzip and brotli copies, to `outDir`. Throws a PrerenderError listing every problem,
 * writing nothing, when any page fails a check.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  const report = (outcome: PrerenderReport['outcome']) => {
    if (prerenderChannel.hasSubscribers) prerenderChannel.publish({ outcome, seconds: (performance.now() - started) / 1000 } satisfies PrerenderReport);
  };
  try {
    const result = await renderAndCheck(options);
    report('rendered');
    return result;
  } catch (error) {
    report(error instanceof PrerenderError ? 'refused' : 'failed');
    throw error;
  }
}

async function renderAndCheck(options: PrerenderOptions): Promise<PrerenderResult> {
  const owners = options.owners ?? ['shell', ...remoteNames.filter((name) => options.remotes[name] && hasServerBuild(options.remotes[name].dir))];
  const template = await readFile(path.join(options.shell.dir, 'index.html'), 'utf8');
  const { remotes, publicPaths } = serverReleases(options, owners);
  const renderedAt = (options.now ?? new Date()).toISOString();
  const manifestRemotes = Object.fromEntries(Object.entries(remotes).map(([name, { serverEntry: _local, ...release }]) => [name, release]));
  const renderedWith = { shell: options.shell.version, remotes: manifestRemotes, renderedAt };
  const result = await runWorker(
    { shellEntry: path.resolve(options.shell.dir, 'server', 'index.cjs'), remotes, publicPaths, renderedAt, owners, content: options.content ?? {} },
    { timeoutMs: options.timeoutMs ?? 60_000, maxOldSpaceMb: options.maxOldSpaceMb ?? 512 },
  );
  const problems: string[] = [];
  const documents: { path: string; html: string }[] = [];
  const titles = new Map<string, string>();
  for (const page of result.pages) {
    const route = result.routes.find((candidate) => candidate.path === page.path);
    if (!route) {
      problems.push(`${page.path} was not rendered`);
      continue;
    }
    const document = await documentOf(route, page, template, options, renderedWith);
    problems.push(...document.problems);
    if (document.html) documents.push({ path: page.path, html: document.html });
    const other = titles.get(page.title);
    if (other) problems.push(`${page.path} has the same title as ${other}: "${page.title}"`);
    titles.set(page.title, page.path);
  }
  for (const owner of owners) {
    if (owner !== 'shell' && !result.pages.some((page) => page.owner === owner)) problems.push(`the ${owner} release lists no public pages`);
  }
  if (result.frame?.errors.length) problems.push(`the frame of the pages rendered in the browser failed to render on the server: ${result.frame.errors[0]}`);
  if (problems.length) throw new PrerenderError(problems);
  if (result.frame) documents.push({ path: FRAME_PATH, html: buildFrameDocument(template, result.frame) });
  const byPath = new Map(result.pages.map((page) => [page.path, page]));
  const written = await writePages(options.outDir, documents, (pages) => ({ ...renderedWith, pages: pages.filter((page) => page.path !== FRAME_PATH) }));
  const frame = written.find((page) => page.path === FRAME_PATH)?.file;
  const pages = written.filter((page) => page.path !== FRAME_PATH).map((page) => ({ ...page, owner: byPath.get(page.path)!.owner, title: byPath.get(page.path)!.title }));
  return { pages, ...(frame === undefined ? {} : { frame }), clientPages: result.clientPages, renderedWith };
}
