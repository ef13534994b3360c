import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html-escape.ts';
import { mailBrand as brand } from '../../mail/brand.ts';

/**
 * A small server-rendered page in the site's look (brand blue, system fonts, white card,
 * dark footer) for answers that are not part of the single-page app: the product landing
 * page and the "download not available" page. No scripts at all, so the site's CSP
 * (`script-src 'self'`) holds; the one inline <style> is allowed by `style-src
 * 'unsafe-inline'`. Every value is HTML-escaped.
 */
export interface SitePage {
  /** `<title>`, before " | WTM". */
  title: string;
  /** The page's one `<h1>`. */
  heading: string;
  tone: 'success' | 'error' | 'info';
  /** Small line above the heading ("Product page"). */
  eyebrow?: string;
  paragraphs: string[];
  /** Term and value pairs shown as a definition list. */
  details?: ReadonlyArray<readonly [string, string]>;
  actions: ReadonlyArray<{ label: string; href: string }>;
  /** One button that POSTs these hidden fields to `action` (a confirmation a link scanner cannot press). */
  form?: { action: string; fields: Readonly<Record<string, string>>; label: string };
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;line-height:1.5;color:${brand.text};background:${brand.surface};min-height:100vh;display:flex;flex-direction:column}
a{color:${brand.primary}}
a:focus-visible{outline:3px solid ${brand.primary};outline-offset:2px}
.wrap{width:100%;max-width:1200px;margin:0 auto;padding:0 16px}
@media (min-width:768px){.wrap{padding:0 24px}}
@media (min-width:1280px){.wrap{padding:0 32px}}
.bar{background:#fff;border-bottom:1px solid #d9dee5}
.bar .wrap{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px}
.logo{font-size:1.5rem;font-weight:700;letter-spacing:1px;text-decoration:none;color:${brand.primary}}
.bar nav a{font-weight:500;text-decoration:none;padding:8px 0}
main{flex:1;padding:32px 0 48px}
.card{position:relative;overflow:hidden;max-width:40rem;margin:0 auto;padding:30px 16px 24px;background:#fff;border:1px solid #d9dee5;border-radius:16px;box-shadow:0 1px 3px rgba(31,41,51,.12),0 1px 2px rgba(31,41,51,.08)}
.card::before{content:"";position:absolute;inset:0 0 auto;height:6px;background:${brand.primary}}
.card.success::before{background:#1d6b36}
.card.error::before{background:#a3201d}
.eyebrow{margin:0 0 4px;font-size:.875rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:${brand.textMuted}}
h1{margin:0 0 16px;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
p{margin:0 0 16px}
dl{margin:0 0 24px;display:grid;grid-template-columns:minmax(0,1fr);gap:4px 16px}
dt{font-weight:700;color:${brand.textMuted}}
dd{margin:0 0 8px;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:24px 0 0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:8px 20px;border-radius:8px;border:2px solid ${brand.primary};font-weight:700;text-decoration:none}
.actions form{margin:0}
button.button{font:inherit;cursor:pointer;color:${brand.onPrimary}}
.button.primary{background:${brand.primary};color:${brand.onPrimary}}
.foot{background:${brand.footerBackground};color:${brand.footerText};padding:16px 0;font-size:.875rem}
@media (min-width:768px){main{padding:64px 0}.card{padding:38px 32px 32px}h1{font-size:2rem}dl{grid-template-columns:max-content minmax(0,1fr)}dd{margin:0}}
`;

export function renderSitePage(page: SitePage): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const details =
    page.details === undefined || page.details.length === 0
      ? ''
      : `<dl>${page.details.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
  const actions = page.actions
    .map((action, index) => `<a class="button${index === 0 && page.form === undefined ? ' primary' : ''}" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`)
    .join('\n');
  const form =
    page.form === undefined
      ? ''
      : `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.fields)
          .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
          .join('')}<button class="button primary" type="submit">${escapeHtml(page.form.label)}</button></form>\n`;
  const eyebrow = page.eyebrow === undefined ? '' : `<p class="eyebrow">${escapeHtml(page.eyebrow)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${brand.name}</title>
<link rel="icon" href="/favicon.svg">
<style>${styles}</style>
</head>
<body>
<header class="bar"><div class="wrap"><a class="logo" href="/" aria-label="WTM home">${brand.name}</a><nav aria-label="Account"><a href="/account/home">My Account</a></nav></div></header>
<main>
<div class="wrap">
<section class="card ${page.tone}" aria-labelledby="page-heading">
${eyebrow}
<h1 id="page-heading">${escapeHtml(page.heading)}</h1>
${paragraphs}
${details}
<div class="actions">${form}${actions}</div>
</section>
</div>
</main>
<footer class="foot"><div class="wrap">© 2019 ${escapeHtml(brand.company)}</div></footer>
</body>
</html>
`;
}

/** Sends the page: HTML, never stored (it may describe a customer's workspace). */
export function sendSitePage(reply: FastifyReply, status: number, page: SitePage): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderSitePage(page));
}
