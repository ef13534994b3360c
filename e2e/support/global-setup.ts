import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertSiteBuilt, startSite, stopSite } from './site-server.ts';
import { startSmtpCapture } from './smtp-capture.ts';

// Fixed loopback ports (override with E2E_PORT / E2E_SMTP_PORT): workers read the
// base URL from the environment this setup exports.
export default async function globalSetup() {
  assertSiteBuilt();
  const port = Number(process.env.E2E_PORT ?? 4310);
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wtm-e2e-'));
  const mailboxDir = path.join(dataDir, 'mailbox');
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    // Several sites start on one machine in the browser tests: none serves metrics but the cluster's.
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'WTM Portal <no-reply@wtm.example>',
    SALES_EMAIL: 'sales-inbox@wtm.example',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // As behind a proxy: each test sends its own X-Forwarded-For (support/fixtures.ts),
    // so the per-address rate limits apply per test, as they would per visitor.
    TRUST_PROXY: 'loopback',
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  // PostgreSQL means instances that must share it: the server refuses to start without one.
  else env.HANDOFF_SECRET ??= 'e2e-hand-off-secret-shared-by-every-instance';
  for (const name of ['RELEASE_STORE_URL', 'REMOTES_BASE_URL', 'REMOTES_DIR']) delete env[name];
  const smtp = await startSmtpCapture(mailboxDir, smtpPort);
  const site = await startSite(env, baseUrl);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX_DIR = mailboxDir;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await stopSite(site);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
