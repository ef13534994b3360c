// What the mixed load asks for, found the way a browser finds it: the pages, the scripts
// the home page names, a released remote's scripts from its manifest (via /remotes.json),
// the signed-in customers' myProduct, and sales enquiries. Each request is sent once
// before the load and must answer what a browser expects (mixed-load.ts).
import { assertLoopback } from './common.ts';
import { lighthousePages } from './measured-pages.ts';
import type { Customer, XsrfPair } from './site.ts';

export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PlannedKind {
  name: string;
  /** Its share of the sequence of requests each connection cycles through. */
  weight: number;
  requests: PlannedRequest[];
  /** What a successful answer's Content-Type starts with, checked before the load. */
  contentType: string;
}

/** The kinds of the mix and their weights: mostly pages and scripts, some API calls. */
export const MIX = { page: 6, script: 8, 'remotes.json': 3, myProduct: 3 } as const;

// What Chromium sends (it also offers zstd, which the site does not use).
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
// packages/api-client's calls go through axios, which sends this.
const API_ACCEPT = 'application/json, text/plain, */*';

async function text(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(assertLoopback(url), { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/** Same-origin script paths that a page's HTML loads: script tags and script preloads. */
export function scriptsOfPage(html: string): string[] {
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const src = tag.startsWith('<script') ? attribute('src') : attribute('rel') === 'preload' && attribute('as') === 'script' ? attribute('href') : undefined;
    if (src?.startsWith('/') && !src.startsWith('//')) paths.add(src);
  }
  return [...paths];
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A released remote's entry and the scripts of what it exposes (a browser opening its section loads them). */
async function remoteScripts(siteUrl: string): Promise<string[]> {
  const live = JSON.parse(await text(`${siteUrl}/remotes.json`)) as { remotes: Record<string, { entry: string }> };
  const [name, remote] = Object.entries(live.remotes)[0] ?? [];
  if (!name || !remote) throw new Error('/remotes.json names no remote');
  const entry = new URL(remote.entry, siteUrl);
  if (entry.origin !== new URL(siteUrl).origin) throw new Error(`Remote ${name} is served from ${entry.origin}, not by the site`);
  const manifest = JSON.parse(await text(entry.href)) as RemoteManifest;
  const folder = entry.pathname.slice(0, entry.pathname.lastIndexOf('/') + 1);
  const { remoteEntry } = manifest.metaData;
  const files = [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])];
  return files.map((file) => `${folder}${file}`);
}

/** The kinds of requests of the mix, the weights of MIX. */
export async function plannedKinds(siteUrl: string, customers: Customer[], xsrf: XsrfPair): Promise<PlannedKind[]> {
  // Every request carries the XSRF cookie, as the browser sends it.
  const browser = { 'Accept-Encoding': ACCEPT_ENCODING, Cookie: xsrf.cookie };
  const get = (path: string, headers: Record<string, string>): PlannedRequest => ({ method: 'GET', path, headers: { ...browser, ...headers } });
  const home = await text(`${siteUrl}/`, { Accept: 'text/html' });
  const scripts = [...scriptsOfPage(home), ...(await remoteScripts(siteUrl))];
  if (!scripts.length) throw new Error('The home page names no script');
  return [
    { name: 'page', weight: MIX.page, contentType: 'text/html', requests: lighthousePages.map((path) => get(path, { Accept: NAVIGATION_ACCEPT })) },
    { name: 'script', weight: MIX.script, contentType: 'application/javascript', requests: scripts.map((path) => get(path, { Accept: '*/*' })) },
    { name: 'remotes.json', weight: MIX['remotes.json'], contentType: 'application/json', requests: [get('/remotes.json', { Accept: '*/*' })] },
    {
      name: 'myProduct',
      weight: MIX.myProduct,
      contentType: 'application/json',
      requests: customers.map((customer) =>
        get(`/api/account/myProduct?clientId=${encodeURIComponent(customer.session.id)}`, { Accept: API_ACCEPT, Authorization: `Bearer ${customer.session.token}` }),
      ),
    },
  ];
}

/** A sales enquiry as the CRM's form posts it, one body a product. */
export function plannedEnquiry(xsrf: XsrfPair): { request: PlannedRequest; bodies: string[] } {
  const products = ['WTM Account Books and Inventory', 'WTM Salesgrow CRM', 'WTM Service CRM'];
  const bodies = products.map((enquiryFor, i) =>
    JSON.stringify({
      firstName: `Bench Visitor ${i + 1}`,
      enquiryFor,
      company: 'Bench Ltd',
      email: `visitor-${i + 1}@bench.example`,
      phoneNo: '+91 98765 43210',
      comment: 'Pricing for 20 users, please.',
    }),
  );
  const headers = { 'Accept-Encoding': ACCEPT_ENCODING, Accept: API_ACCEPT, 'Content-Type': 'application/json', Cookie: xsrf.cookie, 'X-XSRF-TOKEN': xsrf.header };
  return { request: { method: 'POST', path: '/api/register/salesEnquiry', headers }, bodies };
}

/**
 * The order in which a connection takes the kinds: each kind `weight` times in a cycle of
 * the weights' sum, spread out (smooth weighted round robin) rather than in runs.
 * Indexes from 1, as Lua counts.
 */
export function mixSequence(weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const current = weights.map(() => 0);
  const sequence: number[] = [];
  for (let step = 0; step < total; step += 1) {
    weights.forEach((w, i) => (current[i]! += w));
    const chosen = current.indexOf(Math.max(...current));
    current[chosen]! -= total;
    sequence.push(chosen + 1);
  }
  return sequence;
}
