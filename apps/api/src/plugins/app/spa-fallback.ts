import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE } from '../../lib/cache-control.ts';
import { decodedPath, isUnder } from '../../lib/request-path.ts';
import { inCanary } from '../../services/releases/canary-cohort.ts';
import { pageLookupKey, type ServedPage } from '../../services/releases/live-pages.ts';
import type { LiveSite } from '../../services/releases/live-releases.ts';
import { visitorCohort } from './visitor-cohort.ts';

/** Paths that belong to the server, never to the SPA's client-side router. */
const SERVER_PREFIXES = ['/api', '/users', '/remotes', '/healthz', '/readyz', '/account/downloadExe'];

export const NOT_FOUND = { message: 'Not found', statusCode: 404 } as const;
export const NOT_BUILT_MESSAGE =
  'The site has no shell release yet: run `pnpm build` at the repository root and start again (the first run releases it), or `pnpm release shell`; then reload.\n';

/**
 * Page navigations (Accept: text/html), from what the release store holds for the live
 * pair (plugins/app/releases.ts keeps it current, docs/decisions/0032):
 * - a public page prerendered for the live pair: that document, pre-compressed;
 * - a page rendered in the browser (signed-in pages, password screens): the live shell's
 *   index.html carrying the page's title;
 * - a path that is no page of the site, once every live section's pages are known: a
 *   redirect home (spec §2);
 * - otherwise (pages not rendered yet, or an older release): the shell's index.html, and
 *   the browser renders the page, as before prerendering.
 * While a canary runs (issue 30), a visitor of its cohort gets its pages of the canary's
 * remote (rendered when it started), or the shell's index.html should they be missing.
 * Other requests for paths with no file stay 404s: a missing script must never be
 * answered with HTML the browser would try to run.
 */
export const spaFallbackPlugin = fp(
  async (app) => {
    if (app.liveReleases.current().shell === undefined) app.log.warn(NOT_BUILT_MESSAGE.trim());

    app.setNotFoundHandler(async (request, reply) => {
      const path = decodedPath(request.url);
      if (path === undefined || !isPageRequest(request, path)) return reply.code(404).send(NOT_FOUND);
      const site = app.liveReleases.current();
      const { shell, pages } = site;
      if (shell === undefined) return answerNotBuilt(reply);
      const key = pageLookupKey(path);
      const canary = canaryPageFor(request, reply, site, key, app.config.publicUrl);
      const page = canary === undefined ? (pages.byPath.get(key) ?? pages.clientPages.find((candidate) => candidate.matches(key))?.page) : canary.page;
      if (page !== undefined) return sendPage(request, reply, page);
      // A fixed target: nothing of the request's path or host goes into Location.
      if (pages.complete && canary === undefined) return reply.header('cache-control', NO_CACHE).redirect('/', 302);
      // The release's version names its page: a browser's copy revalidates with one header.
      const etag = `"shell-${shell.version}"`;
      reply.header('cache-control', NO_CACHE).header('etag', etag);
      if (matchesEtag(request, etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(shell.indexHtml);
    });
  },
  { name: 'spa-fallback', dependencies: ['config', 'releases'] },
);

/**
 * For a page a running canary takes over: the canary's page when the visitor is in its
 * cohort (`page` undefined while not rendered), else undefined (the live page serves).
 * Such an answer depends on the cohort cookie: private, and varying with it.
 */
function canaryPageFor(request: FastifyRequest, reply: FastifyReply, site: LiveSite, key: string, publicUrl: string): { page: ServedPage | undefined } | undefined {
  const taking = Object.values(site.canaries).filter((canary) => canary !== undefined && site.pages.canaries[canary.name]?.livePaths.has(key));
  if (taking.length === 0) return undefined;
  reply.header('vary', 'Accept-Encoding, Cookie');
  const cohort = visitorCohort(request, reply, publicUrl);
  const canary = taking.find((candidate) => inCanary(cohort, candidate));
  return canary === undefined ? undefined : { page: site.pages.canaries[canary.name]?.byPath.get(key) };
}

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => isUnder(path, prefix))) return false;
  return path === '/' || (request.headers.accept ?? '').includes('text/html');
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A page in the encoding the browser takes best (each copy made at release), with its own ETag. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, ['br', 'gzip']) : null;
  const [body, suffix] = encoding === 'br' ? [page.brotli, '-br'] : encoding === 'gzip' ? [page.gzip, '-gz'] : [page.html, ''];
  const etag = `"${page.hash}${suffix}"`;
  if (!reply.hasHeader('vary')) reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', NO_CACHE).header('etag', etag);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  if (encoding !== null) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

function answerNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
}
