import type { PublicPage } from '@wtm/shell-contract/public-pages';
import { renderedPageElementId, type RenderedPage } from '@wtm/shell-contract/rendered-page';
import { startScriptsAfterPaint } from './after-paint.ts';
import { headTags, type PageUrls } from './head-tags.ts';
import { attribute, decodeHtml, jsonForScript, splitHoisted } from './html.ts';

export interface DocumentParts {
  /** The shell build's index.html: the page every visitor gets, with its scripts. */
  template: string;
  page: PublicPage;
  urls: PageUrls;
  /** What React rendered for the route (hoisted head elements first). */
  html: string;
  /** styled-components' style elements for it. */
  styles: string;
  /** What the page was rendered with: embedded for hydration. */
  renderedPage: RenderedPage;
}

/** Replaces the first match of `pattern` in `html`, or says what the template lacks. */
function replaceOnce(html: string, pattern: RegExp | string, replace: (match: string) => string, what: string): string {
  const match = typeof pattern === 'string' ? (html.includes(pattern) ? pattern : undefined) : pattern.exec(html)?.[0];
  if (match === undefined) throw new Error(`The shell's index.html has no ${what}: it cannot be prerendered into.`);
  return html.replace(match, () => replace(match));
}

/**
 * The title and description React hoisted from the page's PageMeta must be the ones the
 * section declared for it, or the head written here would not be the page's (and the
 * browser would show two titles after hydration). Other hoisted elements are kept.
 */
function checkedHoisted(hoisted: readonly string[], page: PublicPage): string[] {
  const title = hoisted.find((tag) => tag.startsWith('<title>'));
  const description = hoisted.find((tag) => tag.startsWith('<meta') && attribute(tag, 'name') === 'description');
  const renderedTitle = title ? decodeHtml(title.slice('<title>'.length, -'</title>'.length)) : undefined;
  const renderedDescription = description ? attribute(description, 'content') : undefined;
  if (renderedTitle !== page.title || renderedDescription !== page.description) {
    throw new Error(
      `${page.path} renders the title "${renderedTitle ?? ''}" and description "${renderedDescription ?? ''}", ` +
        `but its public page data says "${page.title}" and "${page.description}": the section's publicPages must match its PageMeta.`,
    );
  }
  return hoisted.filter((tag) => tag !== title && tag !== description);
}

/** The template's preload of the site's font (`<link rel="preload" as="font">`). */
const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/g;
/** The "needs JavaScript" notice at the top of the template's body. */
const BODY_NOTICE = /(<body[^>]*>\s*)<noscript>[\s\S]*?<\/noscript>/;

/**
 * A complete document for a prerendered route: the shell's index.html with the page's
 * head right after `<meta charset>`, its styles before `</head>`,
 * the rendered app inside `#root` and what it was rendered with after it. The
 * "needs JavaScript" notice at the top of the body goes: the page reads without it (the
 * head's `<noscript>` styles stay: they make it read so). So does the font preload
 * (docs/decisions/0036): Chrome holds a page's first paint until a preloaded font has
 * arrived, and this page's text can paint at once in the fallback face; the inline
 * `@font-face` still fetches the font as soon as the text is styled. Its scripts start
 * once it has painted (startScriptsAfterPaint, 0039).
 */
export function buildDocument(parts: DocumentParts): string {
  const { hoisted, body } = splitHoisted(parts.html);
  const kept = checkedHoisted(hoisted, parts.page);
  let html = startScriptsAfterPaint(parts.template);
  html = replaceOnce(html, /<meta charset="[^"]*"\s*\/?>/i, (charset) => charset + headTags(parts.page, parts.urls) + kept.join(''), '<meta charset>');
  html = replaceOnce(html, '</head>', (end) => parts.styles + end, '</head>');
  html = html.replace(BODY_NOTICE, '$1');
  html = html.replace(FONT_PRELOAD, '');
  const embedded = `<script type="application/json" id="${renderedPageElementId}">${jsonForScript(parts.renderedPage)}</script>`;
  return replaceOnce(html, '<div id="root"></div>', () => `<div id="root">${body}</div>${embedded}`, 'empty <div id="root"></div>');
}


/**
 * The frame of the pages rendered in the browser (docs/decisions/0040): the shell's
 * index.html, scripts and font preload as they are, with the site's header and footer
 * drawn inside `#root` around the "needs JavaScript" notice, which takes the place of the
 * template's bare one. Nothing is embedded for hydration: the browser renders such a page
 * afresh in place of the frame.
 */
export function buildFrameDocument(template: string, frame: { html: string; styles: string }): string {
  const { body } = splitHoisted(frame.html);
  let html = replaceOnce(template, '</head>', (end) => frame.styles + end, '</head>');
  html = html.replace(BODY_NOTICE, '$1');
  return replaceOnce(html, '<div id="root"></div>', () => `<div id="root">${body}</div>`, 'empty <div id="root"></div>');
}
