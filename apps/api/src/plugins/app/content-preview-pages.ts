import { readSetPageHtml } from '@wtm/releases';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowFramingBySite } from './security-headers.ts';

/** The `preview` parameter of a page's address: a signed link to a draft's pages (docs/decisions/0047). */
export function previewTokenOf(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('preview') ?? undefined;
}

const notice = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the WTM home page</a></p></main></body></html>\n`;

export const PREVIEW_NOTICES = {
  expired: notice('This preview link has expired', 'Ask the editor who sent it for a new one.'),
  invalid: notice('This preview link is not valid', 'Check that the whole link was copied, or ask the editor who sent it for a new one.'),
  notInPreview: notice('This page is not part of the preview', 'The preview shows the pages of one section; the link opens one of them.'),
};

/**
 * A draft's page, opened by a preview link at the page's own address: the page rendered
 * with the live shell and remote and the draft content, hydrated like a live one. Never
 * cached, never indexed; only the site's own pages (the studio) may frame it. An expired
 * or forged link answers a notice and tells nothing of the draft.
 */
export async function answerPreview(app: FastifyInstance, reply: FastifyReply, path: string, token: string): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
  const check = app.contentPreviews.check(token);
  if (check.kind !== 'valid') return reply.code(check.kind === 'expired' ? 410 : 404).type('text/html; charset=utf-8').send(PREVIEW_NOTICES[check.kind]);
  const site = { publicUrl: app.config.publicUrl, remotesBaseUrl: app.config.releases.remotesBaseUrl };
  const html = await readSetPageHtml(app.releases.store, check.claims.pageSet, site, path);
  if (html === undefined) return reply.code(404).type('text/html; charset=utf-8').send(PREVIEW_NOTICES.notInPreview);
  allowFramingBySite(reply);
  return reply.type('text/html; charset=utf-8').send(html);
}
