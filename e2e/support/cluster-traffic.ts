// What the cluster test sends and watches: API calls to one instance, pages in Chromium
// with every failed script load recorded, and a bounded load of mixed requests.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

let issued: Promise<Record<string, string>> | undefined;

/**
 * The XSRF pair the first instance asked issues (its cookies and the header repeating the
 * token). A pair carries its own secret, so every instance accepts it.
 */
function xsrfHeaders(base: string): Promise<Record<string, string>> {
  issued ??= fetch(`${base}/healthz`).then((response) => {
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
    const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
    if (token === undefined) throw new Error(`${base}/healthz set no XSRF-TOKEN cookie`);
    return { cookie: cookies.join('; '), 'x-xsrf-token': token };
  });
  return issued;
}

/** A JSON call to one instance (or through nginx), with the XSRF pair and an optional bearer. */
export async function call(base: string, method: string, url: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const xsrf = await xsrfHeaders(base);
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...xsrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined };
}

/** The code of the newest reset mail to `email` in the SMTP capture's folder. */
export async function resetCodeFor(mailDir: string, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort().reverse()) {
      const raw = await readFile(path.join(mailDir, file), 'utf8');
      if (!raw.startsWith(`X-Envelope-To: ${email}`)) continue;
      const code = /[?&]hash=([A-Za-z0-9_-]+)/.exec((await simpleParser(raw)).text ?? '')?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No reset mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens `url` and waits for the page's level-1 heading. When it does not show, the error
 * says what the visitor got instead: the document's status and ETag (a prerendered page's
 * hash or the shell's), the failed script loads and errors so far, and the page's text.
 */
export async function openPage(page: Page, url: string, failures: string[]): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    const response = await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible().catch(async (error: unknown) => {
      const text = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300);
      const served = `${response?.status()} etag ${response?.headers().etag}`;
      throw new Error(`${url} showed no heading: document ${served}; failed loads [${failures.join(', ')}]; errors [${errors.join(' | ')}]; text "${text}"`, { cause: error });
    });
  } finally {
    page.off('pageerror', onError);
  }
}

/** Records every script or release file a page failed to load (network error or 4xx/5xx). */
export function watchScriptLoads(page: Page): string[] {
  const failures: string[] = [];
  const watched = (type: string, url: string) => type === 'script' || url.includes('/remotes/');
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // ERR_ABORTED: the page itself cancelled the request, by going to the next page while
    // a late file (the telemetry client, a section's manifest) was still on its way. A file
    // the site failed to serve shows as an error status or a network error instead.
    if (error === 'net::ERR_ABORTED') return;
    if (watched(request.resourceType(), request.url())) failures.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (watched(response.request().resourceType(), response.url()) && response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
  });
  return failures;
}

export interface LoadResult {
  sent: number;
  failures: string[];
}

/** `connections` loops sending `requests` in turn through `base` until `stop()` resolves; each answer must have its status. */
export async function runLoad(base: string, requests: { method: string; url: string; body?: unknown; status: number }[], connections: number, until: Promise<void>): Promise<LoadResult> {
  const result: LoadResult = { sent: 0, failures: [] };
  const xsrf = await xsrfHeaders(base);
  let done = false;
  void until.then(() => (done = true));
  const loop = async (offset: number) => {
    for (let index = offset; !done; index += 1) {
      const request = requests[index % requests.length]!;
      result.sent += 1;
      try {
        const response = await fetch(`${base}${request.url}`, {
          method: request.method,
          headers: { ...xsrf, accept: request.url.startsWith('/api') ? 'application/json' : 'text/html', 'content-type': 'application/json' },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        });
        await response.arrayBuffer();
        if (response.status !== request.status) result.failures.push(`${request.method} ${request.url}: ${response.status}`);
      } catch (error) {
        result.failures.push(`${request.method} ${request.url}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  return result;
}
