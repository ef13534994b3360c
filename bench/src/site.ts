// Starts the site exactly as `pnpm start` does (scripts/start.ts: one Node process serving
// shell, remotes and /api, whose first run releases the builds into DATA_DIR/releases),
// with SKIP_BUILD=1 (the bench built it already), a temp DATA_DIR, a free loopback port,
// and TRUST_PROXY=loopback: the bench's requests carry the visitor's address in
// X-Forwarded-For, as a site behind a reverse proxy gets them, so each visitor's
// per-address limits count that visitor's requests only.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertLoopback, freePort, log, node, onCleanup, repoRoot, startProcess, waitForOk } from './common.ts';

export interface Site {
  baseUrl: string;
  dataDir: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

export function missingBuildOutputs(): string[] {
  return ['apps/shell/dist/index.html', 'apps/books/dist/mf-manifest.json', 'apps/crm/dist/mf-manifest.json', 'apps/account/dist/mf-manifest.json'].filter(
    (file) => !existsSync(path.join(repoRoot, file)),
  );
}

export async function startSite(): Promise<Site> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-data-'));
  onCleanup('bench data folder', () => rm(dataDir, { recursive: true, force: true }));
  // The first run copies the builds into the release store under DATA_DIR; the shell is
  // released from a copy, so a rebuild in the work tree meanwhile cannot change what is measured.
  const shellDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-bench-shell-'));
  onCleanup('bench shell copy', () => rm(shellDir, { recursive: true, force: true }));
  await cp(path.join(repoRoot, 'apps/shell/dist'), shellDir, { recursive: true });
  const baseUrl = assertLoopback(`http://127.0.0.1:${port}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(port),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SHELL_DIR: shellDir,
    TRUST_PROXY: 'loopback',
  };
  // Defaults only: a SQLite file in the temp DATA_DIR, releases under it, mail as files.
  for (const name of ['DATABASE_URL', 'RELEASE_STORE_URL', 'SMTP_URL', 'REMOTES_BASE_URL', 'REMOTE_ORIGINS']) delete env[name];
  log(`site: node scripts/start.ts on ${baseUrl} (DATA_DIR ${dataDir})`);
  const { child, stop } = startProcess('site', node, ['scripts/start.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForOk(`${baseUrl}/healthz`, child, 90_000);
  log('site: /healthz answers 200');
  return { baseUrl, dataDir, pid: child.pid, stop };
}

/** The XSRF cookies a browser holds after its first answer (one Cookie header), and the header its scripts copy from them. */
export interface XsrfPair {
  cookie: string;
  header: string;
}

/**
 * The pair the site issues to a new visitor: the XSRF-TOKEN cookie with the secret cookie
 * it is signed with, and the header repeating the token.
 */
export async function xsrfPair(baseUrl: string): Promise<XsrfPair> {
  const response = await fetch(assertLoopback(`${baseUrl}/healthz`));
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (token === undefined) throw new Error(`${baseUrl}/healthz set no XSRF-TOKEN cookie`);
  return { cookie: cookies.join('; '), header: token };
}

export interface Customer {
  email: string;
  password: string;
  /** The whole sign-in answer, as the browser stores it (localStorage "currentUser"). */
  session: { success: true; token: string; id: string; email: string; systemMessage: string };
}

let registrations = 0;

/**
 * Registers a customer through the API (POST /api/register/save) and returns its session.
 * Each registers from an address of its own (10.250.x.y), as people do: from one address
 * the site's limit on registrations would refuse the bench's later customers.
 */
export async function registerCustomer(baseUrl: string): Promise<Customer> {
  registrations += 1;
  const address = `10.250.${Math.floor(registrations / 256) % 256}.${registrations % 256}`;
  const xsrf = await xsrfPair(baseUrl);
  const email = `bench-${randomBytes(4).toString('hex')}@wtm.example`;
  const password = 'bench-Passw0rd';
  const response = await fetch(assertLoopback(`${baseUrl}/api/register/save`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf.cookie, 'x-xsrf-token': xsrf.header, 'x-forwarded-for': address },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password,
      phoneNo: '+91 98765 43210',
      city: 'Pune',
      company: 'Bench Ltd',
      jobTitleId: 1,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Customer['session'] | { success?: false; message?: string };
  if (!response.ok || body.success !== true) {
    throw new Error(`Registering a customer failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  log(`site: registered ${email}`);
  return { email, password, session: body };
}

/**
 * Confirms the customer's address as a person does: reads the confirmation link
 * from the mail the site wrote under `<DATA_DIR>/mail/` (no SMTP_URL) and posts its code.
 */
export async function confirmEmail(baseUrl: string, dataDir: string, customer: Customer): Promise<void> {
  const code = await confirmationCode(path.join(dataDir, 'mail'), customer.email);
  const xsrf = await xsrfPair(baseUrl);
  const response = await fetch(assertLoopback(`${baseUrl}/api/register/verifyEmail`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf.cookie, 'x-xsrf-token': xsrf.header },
    body: JSON.stringify({ code }),
  });
  const body = await response.text();
  if (!response.ok || !body.includes('"success":true')) throw new Error(`Confirming ${customer.email} failed: HTTP ${response.status} ${body}`);
}

/** The code of the confirmation link mailed to `email`, waiting up to 20 s for the mail. */
async function confirmationCode(mailDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = existsSync(mailDir) ? await readdir(mailDir) : [];
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      // Quoted-printable text: joined at its soft line breaks, "=3D" read as "=".
      const raw = (await readFile(path.join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!raw.includes(`To: ${email}`)) continue;
      const code = /\/account\/verifyEmail\?code=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation mail to ${email} under ${mailDir} within 20 s.`);
}

/** Starts a product for the customer (GET /api/account/confirmAssignProduct), as Account Home's button does. */
export async function assignProduct(baseUrl: string, customer: Customer, productCode: string, planCode: string): Promise<void> {
  const xsrf = await xsrfPair(baseUrl);
  const query = new URLSearchParams({ clientId: customer.session.id, productCode, planCode });
  const response = await fetch(assertLoopback(`${baseUrl}/api/account/confirmAssignProduct?${query}`), {
    headers: { authorization: `Bearer ${customer.session.token}`, cookie: xsrf.cookie },
  });
  const body = await response.text();
  if (!response.ok || !body.includes('"success":true')) throw new Error(`Starting ${productCode} for ${customer.email} failed: HTTP ${response.status} ${body}`);
}
