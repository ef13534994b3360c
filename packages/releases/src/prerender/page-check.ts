import { parse } from 'parse5';

/** What a page's document must say about itself. */
export interface PageExpectations {
  /** The page's canonical URL (PUBLIC_URL + path). */
  canonical: string;
  /** The HTTP status the page would be answered with (a render with errors is not 200). */
  status: number;
}

interface Element {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Element[];
  content?: Element;
  value?: string;
}

function* elements(node: Element): Generator<Element> {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

const attr = (element: Element, name: string) => element.attrs?.find((item) => item.name === name)?.value;
const textOf = (element: Element): string => (element.childNodes ?? []).map((child) => child.value ?? textOf(child)).join('');

/** The message the shell shows where a section or page failed to load (docs/decisions/0008). */
const loadFailure = /could not be loaded/i;
/** Link-preview bots read only the start of a document; the issue allows 8 KB. */
export const metaWithinBytes = 8 * 1024;

/**
 * Everything wrong with a prerendered page, or nothing: the checks a page must pass
 * before it is stored (docs/decisions/0029). Status, exactly one `<h1>`, a title (≤ 60
 * characters), a description (≤ 160), the canonical URL, Open Graph and X tags with a
 * raster image, JSON-LD that parses, the meta tags early, and no load-failure message.
 */
export function checkPage(html: string, expected: PageExpectations): string[] {
  const problems: string[] = [];
  const all = [...elements(parse(html) as unknown as Element)];
  const named = (tag: string) => all.filter((element) => element.tagName === tag);
  const metaContent = (key: 'name' | 'property', value: string) => {
    const found = named('meta').filter((element) => attr(element, key) === value);
    if (found.length !== 1) problems.push(`has ${found.length} <meta ${key}="${value}"> (wants exactly one)`);
    return found[0] ? (attr(found[0], 'content') ?? '') : '';
  };

  if (expected.status !== 200) problems.push(`answers status ${expected.status}, not 200`);
  const headings = named('h1');
  if (headings.length !== 1) problems.push(`has ${headings.length} <h1> elements (wants exactly one)`);
  else if (!textOf(headings[0]!).trim()) problems.push('has an empty <h1>');

  const titles = named('title');
  const title = titles[0] ? textOf(titles[0]).trim() : '';
  if (titles.length !== 1 || !title) problems.push(`has ${titles.length} <title> elements (wants exactly one, not empty)`);
  else if (title.length > 60) problems.push(`has a title of ${title.length} characters (at most 60): "${title}"`);

  const description = metaContent('name', 'description');
  if (!description.trim()) problems.push('has no meta description');
  else if (description.length > 160) problems.push(`has a description of ${description.length} characters (at most 160)`);

  const canonical = named('link').filter((element) => attr(element, 'rel') === 'canonical');
  if (canonical.length !== 1 || attr(canonical[0]!, 'href') !== expected.canonical) {
    problems.push(`has canonical ${canonical.map((element) => attr(element, 'href')).join(', ') || '(none)'}, not ${expected.canonical}`);
  }
  for (const property of ['og:title', 'og:type', 'og:description']) if (!metaContent('property', property)) problems.push(`has an empty ${property}`);
  const ogUrl = metaContent('property', 'og:url');
  if (ogUrl && ogUrl !== expected.canonical) problems.push(`has og:url ${ogUrl}, not ${expected.canonical}`);
  const image = metaContent('property', 'og:image');
  if (image && !/^https?:\/\/[^?#]+\.(png|jpe?g|webp)([?#].*)?$/i.test(image)) problems.push(`has og:image ${image}, not an absolute URL of a raster image`);
  if (!metaContent('name', 'twitter:card')) problems.push('has an empty twitter:card');

  for (const script of named('script').filter((element) => attr(element, 'type') === 'application/ld+json')) {
    try {
      const data = JSON.parse(textOf(script)) as Record<string, unknown>;
      if (data['@context'] !== 'https://schema.org' || typeof data['@type'] !== 'string') problems.push('has JSON-LD without a schema.org @context and @type');
    } catch (error) {
      problems.push(`has JSON-LD that does not parse: ${(error as Error).message}`);
    }
  }

  const lastMeta = Buffer.byteLength(html.slice(0, Math.max(html.indexOf('name="twitter:card"'), html.indexOf('property="og:image"'), html.indexOf('name="description"'))));
  if (lastMeta > metaWithinBytes) problems.push(`has its meta tags ${lastMeta} bytes in (link-preview bots read the first ${metaWithinBytes})`);
  const body = named('body')[0];
  if (body && loadFailure.test(textOf(body))) problems.push('says a section or page could not be loaded');
  // React's markers of a Suspense boundary sent as its fallback (pending, or left to the
  // browser after an error): the reader would see "Loading…" instead of the page.
  if (/<!--\$[?!]-->/.test(html)) problems.push('has a part still loading (a Suspense boundary sent as its fallback)');
  return problems;
}
