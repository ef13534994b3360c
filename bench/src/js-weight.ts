// Step 2: the JavaScript a browser really downloads, measured in headless Chromium
// (Playwright driving Debian's Chromium), never estimated from files. Every scenario runs
// in a fresh browser context (empty cache). The browser sends `Accept-Encoding: gzip`
// only, so the site answers with its .gz files and the encoded body size is the gzip
// size; should an answer come in another encoding anyway, its body is gzipped here
// (level 9, as the build does) and that figure is used instead, so the budget is
// always in gzip bytes.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { assertLoopback, log, sleep } from './common.ts';
import { chromiumFlags, chromiumPath } from './prerequisites.ts';
import type { Customer } from './site.ts';

export interface ScriptDownload {
  url: string;
  status: number;
  /** Which app's files: shell, or the remote's name from /remotes/<name>/... */
  app: string;
  contentEncoding: string;
  /** Body bytes as sent on the wire (encoded). */
  encodedBytes: number;
  /** Response header bytes. */
  headerBytes: number;
  /** Body bytes after decoding. */
  decodedBytes: number;
  /** Gzip bytes: the encoded body when it came gzip, else the body gzipped here. */
  gzipBytes: number;
  /** The body ends with a sourceMappingURL comment (maps are published alongside). */
  sourceMapComment: boolean;
  /** Served from the browser's cache (no bytes on the wire): listed, not counted. */
  fromCache: boolean;
  /** When the browser asked for it (ms since the epoch, the browser's clock). */
  requestedAt: number;
}

export interface JsTotals {
  requests: number;
  gzipBytes: number;
  transferBytes: number;
  decodedBytes: number;
}

export interface Navigation {
  target: string;
  /** How the navigation happened: a click on a visible link, or pushState when no link. */
  via: string;
  signedIn: boolean;
  /** Scripts downloaded on `/` before the click (the baseline of this scenario). */
  before: JsTotals;
  /** Scripts downloaded after the click, until the network was idle. */
  extra: JsTotals;
  scripts: ScriptDownload[];
  /** Text of the page's main heading once there (a sanity check that the section rendered). */
  heading: string;
  /** The page showed: its loading placeholder went, no load failure in its place, and the heading is no longer Home's. */
  rendered: boolean;
  /** Uncaught errors and console errors on the page (a section that failed to load shows here). */
  errors: string[];
}

export interface JsWeightResult {
  firstVisit: JsTotals & {
    scripts: ScriptDownload[];
    /** What was asked for before the page's load event, and after it (telemetry, web-vitals). */
    beforeLoad: JsTotals;
    afterLoad: JsTotals;
    reactDomCopies: number;
    reactVersions: string[];
    errors: string[];
  };
  navigations: Navigation[];
  /** Headers the browser sent with script requests (proves gzip-only Accept-Encoding). */
  acceptEncoding: string;
}

const isScript = (contentType: string) => /javascript|ecmascript/i.test(contentType);

function appOf(url: string): string {
  const match = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match?.[1] ?? 'shell';
}

export function totals(all: ScriptDownload[]): JsTotals {
  const scripts = all.filter((s) => !s.fromCache);
  return {
    requests: scripts.length,
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    transferBytes: scripts.reduce((sum, s) => sum + s.encodedBytes + s.headerBytes, 0),
    decodedBytes: scripts.reduce((sum, s) => sum + s.decodedBytes, 0),
  };
}

/** Records every finished script response of a page, and tracks requests in flight. */
class Recorder {
  scripts: ScriptDownload[] = [];
  acceptEncoding = '';
  private inFlight = new Set<Request>();
  private pending: Promise<void>[] = [];
  lastActivity = Date.now();
  errors: string[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console: ${message.text().slice(0, 300)}`);
    });
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfailed', done);
    page.on('requestfinished', (request) => {
      // A request can finish as the scenario closes its context; its record then fails
      // and is dropped (the scenario has already been read).
      const recorded = this.record(request).catch((error: Error) => {
        if (!page.isClosed()) this.errors.push(`recording ${request.url()}: ${error.message}`);
      });
      this.pending.push(recorded.finally(() => done(request)));
    });
  }

  /**
   * Counts an action (a click) as activity: the requests it causes can start a moment
   * after it, and idle() must not take the quiet before the click for the quiet after it.
   */
  acted(): void {
    this.lastActivity = Date.now();
  }

  private async record(request: Request): Promise<void> {
    const response = await request.response();
    if (!response) return;
    const headers = await response.allHeaders();
    if (!isScript(headers['content-type'] ?? '')) return;
    const [sizes, body, requestHeaders] = await Promise.all([request.sizes(), response.body(), request.allHeaders()]);
    this.acceptEncoding = requestHeaders['accept-encoding'] ?? '';
    const encoding = headers['content-encoding'] ?? 'identity';
    // Chromium reports no wire sizes for an answer taken from its cache.
    const fromCache = sizes.responseBodySize < 0 || sizes.responseHeadersSize < 0;
    const tail = body.subarray(Math.max(0, body.length - 300)).toString('utf8');
    this.scripts.push({
      url: request.url(),
      status: response.status(),
      app: appOf(request.url()),
      contentEncoding: encoding,
      encodedBytes: Math.max(0, sizes.responseBodySize),
      headerBytes: Math.max(0, sizes.responseHeadersSize),
      decodedBytes: body.length,
      gzipBytes: fromCache ? 0 : encoding === 'gzip' ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length,
      sourceMapComment: /[#@] sourceMappingURL=/.test(tail),
      fromCache,
      requestedAt: request.timing().startTime,
    });
  }

  /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
  async idle(quietMs = 700, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= quietMs) break;
      await sleep(100);
    }
    await Promise.all(this.pending);
  }
}

/** Counts React DOM renderers (each copy of react-dom registers one with the DevTools hook). */
async function installReactProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const renderers: { version?: string }[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
    (window as unknown as { __benchRenderers: typeof renderers }).__benchRenderers = renderers;
  });
}

async function newContext(browser: Browser, customer?: Customer): Promise<BrowserContext> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    viewport: { width: 1350, height: 940 },
  });
  if (customer) {
    await context.addInitScript((session) => {
      if (!window.localStorage.getItem('currentUser')) window.localStorage.setItem('currentUser', session);
    }, JSON.stringify(customer.session));
  }
  return context;
}

/**
 * Finds a link to `target` as a visitor would: in the header first (opening its menus,
 * e.g. Products or the signed-in user menu, when the link sits in a closed one), then in
 * the footer, then anywhere. Returns the link and how it was reached.
 */
async function findLink(page: Page, target: string): Promise<{ link: Locator; how: string } | undefined> {
  const selector = `a[href="${target}"]`;
  for (const scope of ['header', 'footer', 'body']) {
    const link = page.locator(`${scope} ${selector}`).filter({ visible: true }).first();
    if ((await link.count()) > 0) return { link, how: `click ${scope} ${selector}` };
    if (scope !== 'header') continue;
    const menus = page.locator('header button[aria-expanded="false"]').filter({ visible: true });
    const count = await menus.count();
    for (let index = 0; index < count; index += 1) {
      const menu = menus.nth(index);
      const label = ((await menu.textContent()) ?? '').trim();
      await menu.click();
      if ((await link.count()) > 0) return { link, how: `open header menu "${label}", click ${selector}` };
      await page.keyboard.press('Escape');
    }
  }
  return undefined;
}

async function headingOf(page: Page): Promise<string> {
  return ((await page.locator('h1').first().textContent({ timeout: 2_000 }).catch(() => '')) ?? '').trim();
}

async function navigate(browser: Browser, baseUrl: string, target: string, customer?: Customer): Promise<Navigation> {
  const context = await newContext(browser, customer);
  try {
    const page = await context.newPage();
    const recorder = new Recorder(page);
    await page.goto(assertLoopback(`${baseUrl}/`), { waitUntil: 'load' });
    await recorder.idle();
    const mark = recorder.scripts.length;
    const homeHeading = await headingOf(page);
    const before = totals(recorder.scripts);
    // A client-side navigation must not load a new document: watch for one.
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
    });
    const found = await findLink(page, target);
    let via: string;
    recorder.acted();
    if (found) {
      via = found.how;
      await found.link.click();
    } else {
      via = 'history.pushState (no visible link)';
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
    }
    await page.waitForURL((url) => url.pathname === target, { timeout: 15_000 }).catch(() => {});
    // The page is there once the section's placeholder (SectionLoading) has gone.
    await page.locator('[data-page-loading]').waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
    await recorder.idle();
    // Still loading, or the section's load-failure boundary (role=alert) in its place:
    // not the page, whatever the heading says.
    const stillLoading = (await page.locator('[data-page-loading]').count()) > 0;
    const loadFailed = (await page.locator('[role="alert"] h1').count()) > 0;
    const landed = new URL(page.url()).pathname;
    if (landed !== target) via += ` (ended at ${landed})`;
    if (documentLoads) via += ' (FULL PAGE LOAD, not client-side)';
    const heading = await headingOf(page);
    const rendered = !stillLoading && !loadFailed && heading !== '' && heading !== homeHeading;
    const scripts = recorder.scripts.slice(mark);
    return { target, via, signedIn: Boolean(customer), before, extra: totals(scripts), scripts, heading, rendered, errors: recorder.errors };
  } finally {
    await context.close();
  }
}

/** Lighthouse's slow 4G as its devtools method applies it: RTT 150 ms × 3.75, throughput × 0.9 (bytes/s). */
const phoneNetwork = { offline: false, latency: 150 * 3.75, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8 };

export async function measureJsWeight(baseUrl: string, customer: Customer | undefined): Promise<JsWeightResult> {
  log('js: launching Chromium');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await newContext(browser);
    await installReactProbe(context);
    const page = await context.newPage();
    const recorder = new Recorder(page);
    // Over the phone network Lighthouse applies (its devtools throttling of slow 4G), as
    // a phone gets the page: on loopback the document, its font and pictures are in before
    // the first frame is shown, so the load event would come before the scripts even start
    // (a prerendered page starts them once it has painted, docs/decisions/0039).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
    await page.goto(assertLoopback(`${baseUrl}/`), { waitUntil: 'load', timeout: 60_000 });
    await recorder.idle(1_500, 60_000);
    const loadAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
    const reactVersions = await page.evaluate(() =>
      ((window as unknown as { __benchRenderers?: { version?: string }[] }).__benchRenderers ?? []).map((r) => r.version ?? 'unknown'),
    );
    await context.close();
    const firstVisit = {
      ...totals(recorder.scripts),
      scripts: recorder.scripts,
      beforeLoad: totals(recorder.scripts.filter((script) => script.requestedAt <= loadAt)),
      afterLoad: totals(recorder.scripts.filter((script) => script.requestedAt > loadAt)),
      reactDomCopies: reactVersions.length,
      reactVersions,
      errors: recorder.errors,
    };
    log(
      `js: first visit ${firstVisit.requests} scripts, ${firstVisit.gzipBytes} B gzip: ${firstVisit.beforeLoad.gzipBytes} B before the load event, ${firstVisit.afterLoad.gzipBytes} B after (Accept-Encoding sent: ${recorder.acceptEncoding})`,
    );

    const navigations: Navigation[] = [];
    for (const target of ['/books', '/crm', '/login', '/account/home']) {
      const signedIn = target === '/account/home' ? customer : undefined;
      const result = await navigate(browser, baseUrl, target, signedIn);
      log(`js: ${target}: +${result.extra.requests} scripts, +${result.extra.gzipBytes} B gzip (${result.via}; h1 "${result.heading}"${result.rendered ? '' : ', PAGE DID NOT RENDER'})${result.errors.length ? `; page errors: ${result.errors.join(' | ')}` : ''}`);
      navigations.push(result);
    }
    return { firstVisit, navigations, acceptEncoding: recorder.acceptEncoding };
  } finally {
    await browser.close();
  }
}
