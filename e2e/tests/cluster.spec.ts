import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startCluster, stopInstance, type Cluster } from '../support/cluster.ts';
import { call, openPage, resetCodeFor, runLoad, watchScriptLoads } from '../support/cluster-traffic.ts';
import { copyBuild, liveReleases, patchBuild, releasedVersion, remoteDist, shellDist } from '../support/release-site.ts';
import { repoRoot } from '../support/site-server.ts';
import { startPrometheus } from '../support/prometheus.ts';
import { rebuiltShell } from '../support/shell-build.ts';

// Three instances on one PostgreSQL database and one release store (a bucket on
// a local S3-compatible server) behind nginx running deploy/nginx/portal.conf. What one
// instance does shows on the others at the next request; releases reach every instance
// within a second; a shell upgrade rolled across the instances and a stopped instance
// lose nothing a visitor loads.
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let scratch: string;
const figures: string[] = [];
const figure = (line: string) => {
  figures.push(line);
  process.stdout.write(`[cluster] ${line}\n`);
};

/**
 * `pnpm <args>` on the build machine: the database and the bucket, no instance. Not
 * execFileSync: the S3-compatible server runs in this process and must keep answering.
 */
const pnpm = async (...args: string[]) => (await promisify(execFile)('pnpm', ['--silent', ...args], { cwd: repoRoot, env: cluster.releaseEnv, encoding: 'utf8' })).stdout;

/** Milliseconds until every instance's /remotes.json names `version` for books. */
async function untilEveryInstanceServes(version: string): Promise<number> {
  const started = Date.now();
  await Promise.all(
    cluster.instances.map(async (instance) => {
      while ((await liveReleases(instance.url)).books?.version !== version) {
        if (Date.now() - started > 5000) throw new Error(`instance ${instance.name} still serves another books release after 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
  return Date.now() - started;
}

/** Opens /books through nginx `times` times; each load must show `heading` and load every script. */
async function loadBooks(page: Page, heading: string, times: number): Promise<void> {
  const failures = watchScriptLoads(page);
  for (let load = 0; load < times; load += 1) {
    await openPage(page, `${cluster.nginx.url}/books`, failures);
    // The headline is content (a code release keeps it); the title carries the code's product name.
    await expect(page).toHaveTitle(`${heading} | Cloud accounting with GST`);
  }
  expect(failures).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const started = Date.now();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'wtm-cluster-builds-'));
  cluster = await startCluster(3);
  figure(`three instances (one first run among them) and nginx up in ${Date.now() - started} ms`);
});

test.afterAll(async () => {
  await cluster?.stop();
  await rm(scratch, { recursive: true, force: true });
  test.info().annotations.push(...figures.map((description) => ({ type: 'figure', description })));
});

test('a sign-out or a password reset on one instance ends the session on the others at the next request', async () => {
  const [a, b, c] = cluster.instances.map((instance) => instance.url) as [string, string, string];
  const email = `cluster-${Date.now()}@example.com`;
  const registered = await call(a, 'POST', '/api/register/save', {
    body: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'analytical-1', phoneNo: '+44 20 7946 0000', city: 'London', company: 'Engines', jobTitleId: 9 },
  });
  expect(registered.body).toMatchObject({ success: true });
  const { id, token } = registered.body as { id: string; token: string };
  for (const other of [b, c]) expect((await call(other, 'GET', `/users/${id}`, { token })).status).toBe(200);
  expect((await call(a, 'POST', '/api/login/logout', { token })).status).toBe(200);
  for (const other of [b, c]) expect((await call(other, 'GET', `/users/${id}`, { token })).status).toBe(401);

  const signedIn = await call(b, 'POST', '/api/login/login', { body: { email, password: 'analytical-1' } });
  const second = (signedIn.body as { token: string }).token;
  for (const other of [b, c]) expect((await call(other, 'GET', `/users/${id}`, { token: second })).status).toBe(200);
  expect((await call(a, 'GET', `/api/login/forgotPassword?username=${encodeURIComponent(email)}`)).status).toBe(200);
  const hash = await resetCodeFor(cluster.mailDir, email);
  expect((await call(a, 'POST', '/api/login/changePassword', { body: { password: 'analytical-2', hash } })).body).toMatchObject({ success: true });
  for (const other of [b, c]) expect((await call(other, 'GET', `/users/${id}`, { token: second })).status).toBe(401);
});

test('pnpm release and pnpm rollback reach every instance within a second, and every page load through nginx', async ({ page }) => {
  test.setTimeout(150_000);
  const original = 'WTM Account Books and Inventory';
  // As long as the original: the pages' titles and descriptions keep within their checked lengths.
  const changed = 'WTM Account Books, Inventory C';
  const before = (await liveReleases(cluster.nginx.url)).books!.version;
  const build = await copyBuild(remoteDist('books'), scratch);
  await patchBuild(build, original, changed);

  const released = releasedVersion(await pnpm('release', 'books', '--dist', build), 'books');
  const releaseMs = await untilEveryInstanceServes(released);
  figure(`pnpm release books → every instance's /remotes.json names it after ${releaseMs} ms`);
  expect(releaseMs).toBeLessThan(1000);
  // Each instance's metrics say what it serves now, and that it switched.
  for (const instance of cluster.instances) {
    const metrics = await (await fetch(instance.metricsUrl)).text();
    expect(metrics, `instance ${instance.name}`).toContain(`wtm_release_live_info{name="books",version="${released}"} 1`);
    expect(metrics, `instance ${instance.name}`).toMatch(/^wtm_release_switches_total\{name="books"\} [1-9]/m);
  }
  await loadBooks(page, changed, 30);

  expect(await pnpm('rollback', 'books')).toContain(`books rolled back from ${released} to ${before}`);
  const rollbackMs = await untilEveryInstanceServes(before);
  figure(`pnpm rollback books → every instance's /remotes.json names it after ${rollbackMs} ms`);
  expect(rollbackMs).toBeLessThan(1000);
  await loadBooks(page, original, 30);
  expect(await pnpm('releases')).toMatch(new RegExp(`books\\s+${before}\\s+\\S+Z\\s+-`));
});

/** deploy/nginx/portal.conf's fail_timeout, and a little more. */
const NGINX_FAIL_TIMEOUT_MS = 5500;

test('a shell upgrade rolled across the instances, then released, fails no script load of a visitor', async ({ page }) => {
  test.setTimeout(180_000);
  const upgraded = await rebuiltShell(shellDist, scratch, { from: 'Useful Links', to: 'Useful Links (upgraded)' });
  const failures = watchScriptLoads(page);
  const footer = page.getByRole('contentinfo').getByRole('heading', { name: /^Useful Links/ });
  let browsing = true;
  // Loads in a row that showed the upgraded page: nginx spreads them over the instances.
  const seen = { pages: 0, upgradedInARow: 0 };
  const browse = (async () => {
    for (let visit = 0; browsing; visit += 1) {
      await openPage(page, `${cluster.nginx.url}${['/', '/books', '/crm', '/login'][visit % 4]}`, failures);
      await expect(page.getByRole('heading', { name: /could not be loaded/ })).toHaveCount(0);
      seen.pages += 1;
      seen.upgradedInARow = (await footer.textContent()) === 'Useful Links (upgraded)' ? seen.upgradedInARow + 1 : 0;
    }
  })();

  const started = Date.now();
  // The deploy: each instance in turn drains, stops and starts again with the new build;
  // the next one waits until nginx has taken the restarted one back (its refused
  // connections took it out for fail_timeout, 5 s), as deploy/README.md says a rollout must.
  for (let index = 0; index < cluster.instances.length; index += 1) {
    await cluster.restart(index, { SHELL_DIR: upgraded });
    await new Promise((resolve) => setTimeout(resolve, NGINX_FAIL_TIMEOUT_MS));
  }
  figure(`three instances restarted one by one in ${Date.now() - started} ms`);
  // Then the release, from the build machine: every instance serves the new page.
  expect(await pnpm('release', 'shell', '--dist', upgraded)).toMatch(/^shell \S+ is live\./m);
  // Page loads take a second or two on a busy machine: six in a row is twice each instance.
  await expect.poll(() => seen.upgradedInARow, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  browsing = false;
  await browse;
  figure(`shell upgrade: ${seen.pages} page loads through nginx during it, ${failures.length} failed script loads`);
  expect(failures).toEqual([]);
});

test('a real Prometheus scrapes every instance (requests per route, outbox, live releases, the shipped rules), and a stopped SMTP server raises the outbox age', async () => {
  test.setTimeout(90_000);
  const targets = cluster.instances.map((instance) => new URL(instance.metricsUrl).host).sort();
  const prometheus = await startPrometheus(targets);
  try {
    for (let request = 0; request < 30; request += 1) expect((await fetch(`${cluster.nginx.url}/remotes.json`)).status).toBe(200);
    const instancesIn = async (promql: string) => (await prometheus.query(promql)).map((sample) => sample.metric.instance).sort();
    const poll = { timeout: 20_000, intervals: [500] };
    await expect.poll(() => instancesIn('up{job="wtm-portal"} == 1'), poll).toEqual(targets);
    await expect.poll(() => instancesIn('sum by (instance) (wtm_http_requests_total{route="/remotes.json",status_class="2xx"}) > 0'), poll).toEqual(targets);
    await expect.poll(() => instancesIn('wtm_mail_outbox_depth'), poll).toEqual(targets);
    await expect.poll(() => instancesIn('wtm_release_live_info{name="books"}'), poll).toEqual(targets);
    const rules = (await (await fetch(`${prometheus.url}/api/v1/rules`)).json()) as { data: { groups: { rules: { name: string; health: string }[] }[] } };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    expect(loaded.map((rule) => rule.name)).toContain('WtmMailOutboxStale');
    expect(loaded.filter((rule) => rule.health === 'err')).toEqual([]);

    // The mail server goes away: a registration's confirmation mail waits, and the outbox's age shows it.
    await cluster.smtp.stop();
    const registered = await call(cluster.instances[0]!.url, 'POST', '/api/register/save', {
      body: { firstName: 'Grace', lastName: 'Hopper', email: `outbox-${Date.now()}@example.com`, password: 'compiler-1', phoneNo: '+1 202 555 0100', city: 'Arlington', company: 'Navy', jobTitleId: 9 },
    });
    expect(registered.body).toMatchObject({ success: true });
    const oldestMailAge = async () => (await prometheus.query('max(wtm_mail_outbox_oldest_age_seconds)'))[0]?.value ?? 0;
    await expect.poll(oldestMailAge, { timeout: 30_000, intervals: [500] }).toBeGreaterThan(3);
    figure(`Prometheus: every instance scraped; the outbox age rose past 3 s with the SMTP server stopped`);
  } finally {
    await cluster.smtp.start();
    await prometheus.stop();
  }
});

test('SIGTERM to one instance under load through nginx fails no request', async () => {
  test.setTimeout(60_000);
  const html = await (await fetch(`${cluster.nginx.url}/`)).text();
  // A prerendered page names its scripts in the after-paint script's data-scripts, the shell's index.html in src.
  const script = /(\/main\.[0-9a-f]{10}\.js)/.exec(html)![1]!;
  const requests = [
    { method: 'GET', url: '/', status: 200 },
    { method: 'GET', url: '/remotes.json', status: 200 },
    { method: 'GET', url: '/books/pricing', status: 200 },
    { method: 'GET', url: script, status: 200 },
    { method: 'GET', url: '/healthz', status: 200 },
    { method: 'POST', url: '/api/handoff/verify', body: { token: 'not-a-hand-off-token' }, status: 200 },
  ];
  let stopLoad!: () => void;
  const stopped = new Promise<void>((resolve) => (stopLoad = resolve));
  const load = runLoad(cluster.nginx.url, requests, 16, stopped);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const signalled = Date.now();
  await stopInstance(cluster.instances[1]!);
  figure(`instance B drained and exited ${Date.now() - signalled} ms after SIGTERM`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  stopLoad();
  const { sent, failures } = await load;
  figure(`SIGTERM under load: ${sent} requests through nginx, ${failures.length} failed`);
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(200);
});
