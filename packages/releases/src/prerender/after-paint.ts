import { attribute, escapeHtml } from './html.ts';

/** A `<script ... src="…"></script>` element of the template (the entry, deferred). */
const SCRIPT_FILE = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;
/** `<link rel="preload" as="script">` or `<link rel="modulepreload">`, in any attribute order. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\b(?:as="script"|rel="modulepreload"))[^>]*>/g;

/**
 * Takes the template's scripts off a prerendered page until it has painted
 * (docs/decisions/0039). The page's text and pictures are all in its HTML: a script
 * fetched or run ahead of them only delays them, and on a phone its evaluation blocks the
 * first paint. So the document keeps no script preload and no script of its own but the
 * shell's small after-paint script, which the entry's tag names (`data-after-paint`); it
 * gets the scripts and the template's preloads in its attributes and starts them once the
 * first frame has painted (the section's files the shell preloads once it runs).
 * A template without an after-paint script (a shell built before it) keeps its scripts
 * and loses only the preloads and their high fetch priority.
 */
export function startScriptsAfterPaint(html: string): string {
  const scripts = html.match(SCRIPT_FILE) ?? [];
  const preloads = (html.match(SCRIPT_PRELOAD) ?? []).map((link) => attribute(link, 'href') ?? '').filter(Boolean);
  let out = html.replace(SCRIPT_PRELOAD, '');
  const afterPaint = scripts.map((tag) => attribute(tag, 'data-after-paint')).find(Boolean);
  if (!afterPaint) return out.replace(SCRIPT_FILE, (tag) => tag.replace(/\s+fetchpriority="[^"]*"/, ''));
  out = out.replace(SCRIPT_FILE, '');
  const sources = scripts.map((tag) => attribute(tag, 'src')!);
  const starter =
    `<script async src="${escapeHtml(afterPaint)}" data-scripts="${escapeHtml(sources.join(' '))}"` +
    ` data-preloads="${escapeHtml([...new Set(preloads)].join(' '))}"></script>`;
  // async, not defer: it runs as soon as it arrives, so that it keeps the taps from then on.
  return out.replace('</head>', () => `${starter}</head>`);
}
