import { negotiate } from '@fastify/accept-negotiator';
import { inCanary, pageLookupKey, type LiveSite, type ServedPage } from '@wtm/releases';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { lookup } from 'mime-types';
import { NO_CACHE } from '../../lib/cache-control.ts';
import { decodedPath, isUnder } from '../../lib/request-path.ts';
import { answerPreview, previewTokenOf } from './content-preview-pages.ts';
import { visitorCohort } from './visitor-cohort.ts';

/** Paths that belong to the server, never to the SPA's client-side router. */
const SERVER_PREFIXES = ['/api', '/users', '/remotes', '/healthz', '/readyz', '/account/downloadExe'];

export const NOT_FOUND = { message: 'Not found', statusCode: 404 } as const;
export const NOT_BUILT_MESSAGE =
  'The site has no shell release yet: run `pnpm build` at the repository root and start again (the first run releases it), or `pnpm release shell`; then reload.\n';

/**
 * Pages, from what the release store holds for the live pair (plugins/app/releases.ts
 * keeps it current, docs/decisions/0032), to every client whatever its Accept header
 * (crawlers, link previews and monitors accept any type, or send no Accept at all):
 * - a public page prerendered for the live pair: that document, pre-compressed;
 * - a page rendered in the browser (signed-in pages, password screens): the live shell's
 *   index.html carrying the page's title;
 * - a path that is no page of the site, once every live section's pages are known: a
 *   redirect home;
 * - otherwise (pages not rendered yet, or an older release): the shell's index.html, and
 *   the browser renders the page, as before prerendering.
 * While a canary runs (of a remote's code or content), a visitor of its cohort gets its
 * pages of the remote (rendered when it started), or the shell's index.html should they be missing.
 * Other requests for paths with no file (a file name, or an Accept that prefers JSON)
 * stay 404s: a missing script must never be answered with HTML the browser would run.
 */
export const spaFallbackPlugin = fp(
  async (app) => {
    if (app.liveReleases.current().shell === undefined) app.log.warn(NOT_BUILT_MESSAGE.trim());

    app.setNotFoundHandler(async (request, reply) => {
      const path = decodedPath(request.url);
      if (path === undefined || !mayBePage(request, path)) return reply.code(404).send(NOT_FOUND);
      const preview = previewTokenOf(request.url);
      if (preview !== undefined) return answerPreview(app, reply, path, preview);
      const site = app.liveReleases.current();
      const { shell, pages } = site;
      if (shell === undefined) return wantsDocument(request, path) ? answerNotBuilt(reply) : reply.code(404).send(NOT_FOUND);
      const key = pageLookupKey(path);
      const canary = canaryPageFor(request, reply, site, key, app.config.publicUrl);
      const page = canary === undefined ? (pages.byPath.get(key) ?? pages.clientPage(key)) : canary.page;
      // A page of the site has one representation, its document: every client gets it, whatever its Accept says.
      if (page !== undefined) return sendPage(request, reply, page);
      if (canary === undefined && !wantsDocument(request, path)) return reply.code(404).send(NOT_FOUND);
      // A fixed target: nothing of the request's path or host goes into Location.
      if (pages.complete && canary === undefined) return reply.header('cache-control', NO_CACHE).redirect('/', 302);
      // The release's version names its page: a browser's copy revalidates with one header.
      const etag = `"shell-${shell.version}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag);
      if (fresh(request.headers, { etag })) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(shell.indexHtml);
    });
  },
  { name: 'spa-fallback', dependencies: ['config', 'releases', 'accepts', 'content'] },
);

/**
 * For a page a running canary takes over: the canary's page when the visitor is in its
 * cohort (`page` undefined while not rendered), else undefined (the live page serves).
 * Such an answer depends on the cohort cookie: private, and varying with it.
 */
function canaryPageFor(request: FastifyRequest, reply: FastifyReply, site: LiveSite, key: string, publicUrl: string): { page: ServedPage | undefined } | undefined {
  // A remote has one canary at a time, of its code or of its content (docs/decisions/0056).
  const running = [...Object.values(site.canaries), ...Object.values(site.contentCanaries).map((canary) => canary && { ...canary, name: canary.section })];
  const taking = running.filter((canary) => canary !== undefined && site.pages.canaries[canary.name]?.livePaths.has(key));
  if (taking.length === 0) return undefined;
  reply.header('vary', 'Accept-Encoding, Cookie');
  const cohort = visitorCohort(request, reply, publicUrl);
  const canary = taking.find((candidate) => inCanary(cohort, candidate!));
  return canary === undefined ? undefined : { page: site.pages.canaries[canary.name]?.byPath.get(key) };
}

/** A GET or HEAD outside the server's own paths: a page of the site, or a path that is none. */
function mayBePage(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !SERVER_PREFIXES.some((prefix) => isUnder(path, prefix));
}

/** Media types a client may name for a page (any type, or no Accept at all, takes the first). */
const DOCUMENT_TYPES = ['text/html', 'application/xhtml+xml', 'application/json'];

/**
 * Whether a path that is no known page should be answered as one (the shell's page or a
 * redirect home): not a dotfile or the name of a file of a known type (a missing script
 * or picture stays a 404, never HTML a browser would run), and an Accept that prefers a document to JSON.
 */
function wantsDocument(request: FastifyRequest, path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name.startsWith('.') || lookup(name) !== false) return false;
  const preferred = request.accepts().type(DOCUMENT_TYPES);
  return preferred === 'text/html' || preferred === 'application/xhtml+xml';
}

/** A page in the encoding the browser takes best (each copy made at release), with its own ETag. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, ['br', 'gzip']) : null;
  const [body, suffix] = encoding === 'br' ? [page.brotli, '-br'] : encoding === 'gzip' ? [page.gzip, '-gz'] : [page.html, ''];
  const etag = `"${page.hash}${suffix}"`;
  if (!reply.hasHeader('vary')) reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', NO_CACHE).header('etag', etag);
  if (fresh(request.headers, { etag })) return reply.code(304).send();
  if (encoding !== null) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

function answerNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
}
