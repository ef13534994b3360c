import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productCodes } from '@wtm/contract';
import { ConfigError, readCommandConfig, readConfig, serverVariables } from './env.ts';

describe('readConfig', () => {
  let repo: string;
  let cwd: string;

  beforeAll(() => {
    // A fake monorepo: the defaults are found by walking up to pnpm-workspace.yaml.
    repo = mkdtempSync(join(tmpdir(), 'wtm-env-'));
    writeFileSync(join(repo, 'pnpm-workspace.yaml'), 'packages: []\n');
    cwd = join(repo, 'apps', 'api');
    mkdirSync(cwd, { recursive: true });
  });

  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('has defaults that serve the repository on port 8080 with SQLite under ./data', () => {
    expect(readConfig({}, cwd)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      metricsPort: 9464,
      database: { dialect: 'sqlite', file: join(repo, 'data', 'portal.sqlite') },
      databasePoolSize: 10,
      dataDir: join(repo, 'data'),
      smtpUrl: undefined,
      mailFrom: 'WTM Portal <no-reply@localhost>',
      salesEmail: 'sales@localhost',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      logLevel: 'info',
      releases: {
        store: { kind: 'folder', folder: join(repo, 'data', 'releases') },
        remotesBaseUrl: '/remotes',
        rereadMs: 1000,
        firstRunShell: join(repo, 'apps', 'shell', 'dist'),
        firstRunRemotes: { books: join(repo, 'apps', 'books', 'dist'), crm: join(repo, 'apps', 'crm', 'dist'), account: join(repo, 'apps', 'account', 'dist') },
        canary: { minViews: 200, margin: 0.02, lcpBudgetMs: 2500, inpBudgetMs: 200, checkMs: 60_000 },
      },
      remoteOrigins: [],
      serveSourceMaps: false,
      server: { requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, maxConnections: 10_000, drainDelayMs: 0, shutdownGraceMs: 10_000 },
      products: { urls: {}, handoffSecret: undefined, downloadExeUrl: undefined, downloadExeFile: undefined },
      budgets: { mailsPerRecipientPerDay: 3, leadsPerHour: 500, telemetryEventsPerMinute: 10_000, telemetryMaxRows: 5_000_000 },
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        METRICS_PORT: '9100',
        DATA_DIR: '/srv/data',
        DATABASE_URL: 'postgres://wtm@db/portal',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Portal <portal@example.com>',
        SALES_EMAIL: 'sales@example.com',
        PUBLIC_URL: 'https://portal.example.com/',
        TRUST_PROXY: '10.0.0.0/8, loopback',
        LOG_LEVEL: 'DEBUG',
        SHELL_DIR: 'shell-build',
        RELEASE_STORE_URL: 's3://wtm-releases/portal',
        AWS_REGION: 'eu-west-1',
        REMOTES_BASE_URL: 'https://cdn3.example.com/portal/remotes/',
        RELEASE_REREAD_MS: '15000',
        DATABASE_POOL_SIZE: '25',
        HANDOFF_SECRET: 'x'.repeat(40),
        REMOTE_ORIGINS: 'https://cdn.example.com, https://cdn2.example.com/',
        SERVE_SOURCE_MAPS: 'true',
        REQUEST_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        MAX_CONNECTIONS: '2000',
        DRAIN_DELAY_MS: '3000',
        SHUTDOWN_GRACE_MS: '20000',
        CANARY_MIN_VIEWS: '50',
        CANARY_MARGIN_PERCENT: '5',
        CANARY_LCP_BUDGET_MS: '4000',
        CANARY_INP_BUDGET_MS: '300',
        CANARY_CHECK_MS: '5000',
        MAIL_PER_RECIPIENT_DAILY: '5',
        LEADS_PER_HOUR: '200',
        TELEMETRY_EVENTS_PER_MINUTE: '2000',
        TELEMETRY_MAX_ROWS: '1000000',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      metricsPort: 9100,
      dataDir: '/srv/data',
      database: { dialect: 'postgres', url: 'postgres://wtm@db/portal' },
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Portal <portal@example.com>',
      salesEmail: 'sales@example.com',
      publicUrl: 'https://portal.example.com',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      logLevel: 'debug',
      databasePoolSize: 25,
      releases: {
        store: { kind: 's3', bucket: 'wtm-releases', prefix: 'portal', endpoint: undefined, region: 'eu-west-1' },
        remotesBaseUrl: 'https://cdn3.example.com/portal/remotes',
        rereadMs: 15_000,
        firstRunShell: join(cwd, 'shell-build'),
        canary: { minViews: 50, margin: 0.05, lcpBudgetMs: 4000, inpBudgetMs: 300, checkMs: 5000 },
      },
      // REMOTES_BASE_URL's origin joins the CSP's list by itself.
      remoteOrigins: ['https://cdn.example.com', 'https://cdn2.example.com', 'https://cdn3.example.com'],
      serveSourceMaps: true,
      server: { requestTimeoutMs: 5000, keepAliveTimeoutMs: 65_000, maxConnections: 2000, drainDelayMs: 3000, shutdownGraceMs: 20_000 },
      budgets: { mailsPerRecipientPerDay: 5, leadsPerHour: 200, telemetryEventsPerMinute: 2000, telemetryMaxRows: 1_000_000 },
    });
  });

  it('derives the database, release store folder and public URL from DATA_DIR and PORT', () => {
    const config = readConfig({ DATA_DIR: '/srv/data', PORT: '3000' }, cwd);
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/srv/data/portal.sqlite' });
    expect(config.releases.store).toEqual({ kind: 'folder', folder: '/srv/data/releases' });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reaches an S3-compatible server through AWS_ENDPOINT_URL_S3, and re-reads less often on PostgreSQL', () => {
    const config = readConfig(
      { DATABASE_URL: 'postgres://db/portal', HANDOFF_SECRET: 'y'.repeat(32), RELEASE_STORE_URL: 's3://bucket', AWS_ENDPOINT_URL_S3: 'http://minio:9000' },
      cwd,
    );
    expect(config.releases.store).toEqual({ kind: 's3', bucket: 'bucket', prefix: '', endpoint: 'http://minio:9000', region: 'us-east-1' });
    expect(config.releases.rereadMs).toBe(30_000);
  });

  const atLeast = (min: number, value: string) => `must be a whole number, at least ${min} (got '${value}')`;

  // One bad value of every variable the schema checks, and the whole sentence that stops the start.
  const badValues: [name: string, value: string, problem: string][] = [
    ['PORT', 'abc', "must be a port number 0-65535 (got 'abc')"],
    ['METRICS_PORT', '-1', "must be a port number 0-65535 (0: no metrics) (got '-1')"],
    ['PUBLIC_URL', 'portal.example.com', "must be an http:// or https:// URL (got 'portal.example.com')"],
    ['RELEASE_REREAD_MS', '50', atLeast(100, '50')],
    ['REMOTES_BASE_URL', 'cdn.example.com/remotes', "must be a path such as /remotes or an http(s) URL such as https://cdn.example.com/remotes (got 'cdn.example.com/remotes')"],
    ['CANARY_MIN_VIEWS', '0', atLeast(1, '0')],
    ['CANARY_MARGIN_PERCENT', '-1', atLeast(0, '-1')],
    ['CANARY_LCP_BUDGET_MS', 'fast', atLeast(1, 'fast')],
    ['CANARY_INP_BUDGET_MS', '0', atLeast(1, '0')],
    ['CANARY_CHECK_MS', '99', atLeast(100, '99')],
    ['DATABASE_POOL_SIZE', '0', atLeast(1, '0')],
    ['MAIL_FROM', 'nobody', "must be an e-mail address (got 'nobody')"],
    ['SALES_EMAIL', 'sales at example.com', "must be an e-mail address (got 'sales at example.com')"],
    ['SMTP_URL', 'http://user:pw@mail', 'must be an smtp:// or smtps:// URL'],
    ['TRUST_PROXY', 'the-proxy', "must be false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs (got 'the-proxy')"],
    ['LOG_LEVEL', 'loud', "must be one of fatal, error, warn, info, debug, trace, silent (got 'loud')"],
    ['REMOTE_ORIGINS', 'https://cdn.example.com/remotes', "must list origins such as https://cdn.example.com, without paths (got 'https://cdn.example.com/remotes')"],
    ['SERVE_SOURCE_MAPS', 'perhaps', "must be true or false (got 'perhaps')"],
    ['REQUEST_TIMEOUT_MS', '99', atLeast(100, '99')],
    ['KEEP_ALIVE_TIMEOUT_MS', '1.5', atLeast(100, '1.5')],
    ['MAX_CONNECTIONS', 'many', atLeast(1, 'many')],
    ['DRAIN_DELAY_MS', '-1', atLeast(0, '-1')],
    ['SHUTDOWN_GRACE_MS', '1000000000', atLeast(100, '1000000000')],
    ['CHALLENGE_MAX_NUMBER', '0', atLeast(1, '0')],
    ...productCodes.map((code): [string, string, string] => [`PRODUCT_URL_${code}`, 'javascript:alert(1)', "must be an http:// or https:// URL (got 'javascript:alert(1)')"]),
    ['HANDOFF_SECRET', 'too-short', 'must be at least 32 characters (use: openssl rand -base64 48)'],
    ['DOWNLOAD_EXE_URL', 'ftp://files.example.com/setup.exe', "must be an http:// or https:// URL (got 'ftp://files.example.com/setup.exe')"],
    ['MAIL_PER_RECIPIENT_DAILY', '0', atLeast(1, '0')],
    ['LEADS_PER_HOUR', '0', atLeast(1, '0')],
    ['TELEMETRY_EVENTS_PER_MINUTE', '99', atLeast(100, '99')],
    ['TELEMETRY_MAX_ROWS', '9999', atLeast(10_000, '9999')],
    // Read by their own parsers after the schema.
    ['DATABASE_URL', 'mysql://root:hunter2@db/x', "must be file:<path>, postgres://... or postgresql://... (got scheme 'mysql:')"],
    ['RELEASE_STORE_URL', 'ftp://files/releases', "must be a folder, file:<path> or s3://bucket/prefix (got 'ftp://files/releases')"],
  ];

  const problemsOf = (env: Record<string, string>, read: typeof readConfig | typeof readCommandConfig = readConfig): string[] => {
    try {
      read(env, cwd);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it.each(badValues)('refuses to start with %s=%s, naming it', (name, value, problem) => {
    expect(problemsOf({ [name]: ` ${value} ` })).toEqual([`${name} ${problem}`]);
  });

  it('has a bad-value case for every variable the schema checks', () => {
    const checked = Object.entries(serverVariables)
      .filter(([, schema]) => 'problem' in schema)
      .map(([name]) => name);
    expect(checked.filter((name) => !badValues.some(([tested]) => tested === name))).toEqual([]);
  });

  it.each([
    [{ DATABASE_URL: 'postgres://db/portal' }, 'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL'],
    [{ DATABASE_URL: 'postgres://db/portal', HANDOFF_SECRET: '  ' }, 'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL'],
    [{ DATABASE_URL: 'postgres://db/portal', HANDOFF_SECRET: 'too-short' }, 'HANDOFF_SECRET must be at least 32 characters'],
    [{ REMOTES_DIR: '/srv/remotes' }, 'REMOTES_DIR is no longer read'],
    [{ RELEASE_STORE_URL: 's3://' }, 'RELEASE_STORE_URL must name a bucket'],
    [{ REMOTES_BASE_URL: 'https://cdn.example.com/remotes?v=2' }, 'REMOTES_BASE_URL must be a path such as /remotes or an http(s) URL'],
    [{ TRUST_PROXY: ',' }, 'TRUST_PROXY must be false, true, a hop count'],
    [{ PORT: '8080x', PUBLIC_URL: 'http://localhost:8080' }, "PORT must be a port number 0-65535 (got '8080x')"],
  ])('refuses to start with %j', (env, message) => {
    expect(() => readConfig(env, cwd)).toThrow(message);
  });

  it('takes the words and cases people write for switches and levels', () => {
    expect(readConfig({ SERVE_SOURCE_MAPS: 'YES', LOG_LEVEL: 'Warn', TRUST_PROXY: 'On' }, cwd)).toMatchObject({ serveSourceMaps: true, logLevel: 'warn', trustProxy: true });
    expect(readConfig({ SERVE_SOURCE_MAPS: 'off', TRUST_PROXY: 'no', REMOTE_ORIGINS: ' , ' }, cwd)).toMatchObject({ serveSourceMaps: false, trustProxy: false, remoteOrigins: [] });
  });

  it('gives the commands the database and the release store, and ignores what only the server reads', () => {
    expect(readCommandConfig({ DATA_DIR: '/srv/data', LOG_LEVEL: 'loud', PUBLIC_URL: 'https://portal.example.com/' }, cwd)).toEqual({
      repoRoot: repo,
      database: { dialect: 'sqlite', file: '/srv/data/portal.sqlite' },
      releases: expect.objectContaining({ store: { kind: 'folder', folder: '/srv/data/releases' } }),
      publicUrl: 'https://portal.example.com',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PUBLIC_URL', 'portal.example.com'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['CANARY_CHECK_MS', '1'],
  ])('stops a command too with a bad %s', (name, value) => {
    expect(problemsOf({ [name]: value }, readCommandConfig)).toEqual([expect.stringMatching(new RegExp(`^${name} must `))]);
  });

  it('refuses metrics on the public port', () => {
    expect(problemsOf({ PORT: '9000', METRICS_PORT: '9000' }, readConfig)).toEqual(['METRICS_PORT must differ from PORT (9000): metrics never share the public port']);
    expect(readConfig({ PORT: '9000', METRICS_PORT: '0' }, cwd).metricsPort).toBe(0);
  });

  it('starts on SQLite without HANDOFF_SECRET (one machine keeps its own in DATA_DIR)', () => {
    expect(readConfig({}, cwd).products?.handoffSecret).toBeUndefined();
  });

  it.each([
    ['TRUST_PROXY', 'true', true],
    ['TRUST_PROXY', 'false', false],
    ['TRUST_PROXY', '2', 2],
  ])('reads %s=%s', (name, value, expected) => {
    expect(readConfig({ [name]: value }, cwd).trustProxy).toEqual(expected);
  });

  it('names every invalid variable in one error, without echoing secrets', () => {
    let error: unknown;
    try {
      readConfig(
        {
          PORT: '80a',
          DATABASE_URL: 'mysql://root:hunter2@db/x',
          SMTP_URL: 'http://user:pw@mail',
          PUBLIC_URL: 'portal.example.com',
          LOG_LEVEL: 'loud',
          TRUST_PROXY: 'the-proxy',
          REMOTE_ORIGINS: 'https://cdn.example.com/remotes',
          MAIL_FROM: 'nobody',
          REQUEST_TIMEOUT_MS: '-1',
          MAX_CONNECTIONS: 'many',
          SERVE_SOURCE_MAPS: 'perhaps',
          MAIL_PER_RECIPIENT_DAILY: '0',
          TELEMETRY_EVENTS_PER_MINUTE: 'lots',
        },
        cwd,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'REMOTE_ORIGINS', 'MAIL_FROM', 'REQUEST_TIMEOUT_MS', 'MAX_CONNECTIONS', 'SERVE_SOURCE_MAPS', 'MAIL_PER_RECIPIENT_DAILY', 'TELEMETRY_EVENTS_PER_MINUTE']) {
      expect(message).toContain(`- ${name} `);
    }
    expect(message).not.toMatch(/hunter2|pw@/);
  });

  it('rejects ports out of range', () => {
    expect(() => readConfig({ PORT: '70000' }, cwd)).toThrow('PORT must be a port number');
  });
});
