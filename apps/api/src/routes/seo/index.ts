import { pagePaths, productEvents, upcomingEvents } from '@wtm/contract/data';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { disallowedPaths, publicPages } from './public-pages.ts';

// Both files change only with a deploy (the page list), PUBLIC_URL or a webinar's end;
// an hour is plenty.
const CACHE = 'public, max-age=3600';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);

/** `PUBLIC_URL` + path. Built from configuration only, never from Host or X-Forwarded-Host. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export function robotsTxt(publicUrl: string): string {
  const rules = disallowedPaths.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** The public pages and the page of every webinar still to come (a past one's page stays, unlisted). */
export function sitemapXml(publicUrl: string, now = new Date()): string {
  const paths = [...publicPages, ...upcomingEvents(productEvents, now).map((event) => pagePaths.event(event.slug))];
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(absoluteUrl(publicUrl, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

function send(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply.header('cache-control', CACHE).type(type).send(body);
}

/** `GET /robots.txt` and `GET /sitemap.xml`, for PUBLIC_URL. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/robots.txt', async (_request, reply) => send(reply, 'text/plain; charset=utf-8', robots));
  app.get('/sitemap.xml', async (_request, reply) => send(reply, 'application/xml; charset=utf-8', sitemapXml(app.config.publicUrl)));
}
