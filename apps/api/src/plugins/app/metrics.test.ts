import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { forgotPassword, registerUser, signIn } from '../../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDialect } from '../../test/test-database.ts';

/** The value of one sample of the exposition text, or undefined when it has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

/** promtool's verdict on an exposition: its exit code and whatever it printed (warnings). */
async function promtoolCheck(text: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = execFile('promtool', ['check', 'metrics'], (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}`.trim() });
    });
    child.stdin!.end(text);
  });
}

describe(`Prometheus metrics (${testDialect()})`, () => {
  let testApp: TestApp;
  let metricsUrl: string;
  const scrape = async () => (await fetch(metricsUrl)).text();

  beforeAll(async () => {
    testApp = await createTestApp();
    const server = await testApp.app.metrics.listen(0, '127.0.0.1');
    metricsUrl = `http://127.0.0.1:${server.port}/metrics`;
  });

  afterAll(() => testApp.close());

  it('counts requests per route template and status class, never per raw path', async () => {
    const { app } = testApp;
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const id of ['a1', 'b2']) expect((await app.inject({ method: 'GET', url: `/users/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/no-such-script.js' })).statusCode).toBe(404);

    const text = await scrape();
    expect(sample(text, 'wtm_http_requests_total', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(3);
    expect(sample(text, 'wtm_http_requests_total', { method: 'GET', route: '/users/:id', status_class: '4xx' })).toBe(2);
    expect(sample(text, 'wtm_http_requests_total', { method: 'GET', route: '(pages)', status_class: '4xx' })).toBe(1);
    expect(sample(text, 'wtm_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(3);
    expect(sample(text, 'wtm_http_request_duration_seconds_bucket', { method: 'GET', route: '/healthz', status_class: '2xx', le: '5' })).toBe(3);
    expect(text).not.toMatch(/\/users\/a1|\/users\/b2/);
  });

  it('counts the business as it happens: sign-ins by outcome, registrations, resets, and mail through the outbox', async () => {
    const { app } = testApp;
    const before = await scrape();
    const user = await registerUser(app);
    expect((await signIn(app, user.email, 'not-the-password-1')).json()).toMatchObject({ success: false });
    expect((await signIn(app, user.email, user.password)).json()).toMatchObject({ success: true });
    expect((await forgotPassword(app, user.email)).statusCode).toBe(200);
    // The reset mail is queued after the answer (its timing must not tell whether the account exists).
    await app.background.drain();

    const queued = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) => (sample(queued, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('wtm_registrations_total')).toBe(1);
    expect(grew('wtm_email_verifications_total')).toBe(1);
    expect(grew('wtm_sign_ins_total', { outcome: 'rejected' })).toBe(1);
    expect(grew('wtm_sign_ins_total', { outcome: 'signed-in' })).toBe(1);
    expect(grew('wtm_password_resets_total', { stage: 'requested' })).toBe(1);
    // The reset mail at least waits in the outbox; the gauge says what the table holds.
    const pending = await app.db.selectFrom('mail_outbox').where('status', '=', 'pending').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(pending.count)).toBeGreaterThanOrEqual(1);
    expect(sample(queued, 'wtm_mail_outbox_depth')).toBe(Number(pending.count));
    expect(sample(queued, 'wtm_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);

    const delivered = await app.mailWorker.runOnce();
    expect(delivered.sent).toBe(Number(pending.count));
    const after = await scrape();
    expect(sample(after, 'wtm_mail_outbox_depth')).toBe(0);
    expect(sample(after, 'wtm_mail_outbox_oldest_age_seconds')).toBe(0);
    expect((sample(after, 'wtm_mail_deliveries_total', { outcome: 'sent' }) ?? 0) - (sample(before, 'wtm_mail_deliveries_total', { outcome: 'sent' }) ?? 0)).toBe(delivered.sent);
  });

  it('counts rate-limit decisions by rule and challenges by decision', async () => {
    const { app } = testApp;
    const before = await scrape();
    expect((await app.inject({ method: 'GET', url: '/api/challenge' })).statusCode).toBe(200);
    const text = await scrape();
    const grew = (name: string, labels: Record<string, string>) => (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('wtm_challenges_total', { decision: 'issued' })).toBe(1);
    expect(grew('wtm_rate_limit_decisions_total', { rule: 'challenge-per-address', decision: 'allowed' })).toBe(1);
    expect(sample(text, 'wtm_canaries_running')).toBe(0);
  });

  it('names the live release of the shell, the database pool on PostgreSQL, and Node process metrics', async () => {
    const text = await scrape();
    const shell = testApp.app.liveReleases.current().shell!.version;
    expect(sample(text, 'wtm_release_live_info', { name: 'shell', version: shell })).toBe(1);
    expect(sample(text, 'wtm_db_pool_connections', { state: 'idle' }) !== undefined).toBe(testDialect() === 'postgres');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('is not on the public port, and answers nothing but GET /metrics on its own', async () => {
    const publicAnswer = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/plain' } });
    expect(publicAnswer.statusCode).toBe(404);
    expect(publicAnswer.body).not.toContain('wtm_http_requests_total');
    const other = await fetch(metricsUrl.replace('/metrics', '/'));
    expect(other.status).toBe(404);
    const posted = await fetch(metricsUrl, { method: 'POST' });
    expect(posted.status).toBe(404);
  });

  it('passes promtool check metrics without a warning', async () => {
    await promisify(execFile)('promtool', ['--version']).catch(() => {
      throw new Error("promtool is missing: install Debian's prometheus package (pnpm test does) and run again.");
    });
    expect(await promtoolCheck(await scrape())).toEqual({ code: 0, output: '' });
  });
});
