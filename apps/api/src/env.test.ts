import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, readConfig } from './env.ts';

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
    });
  });

  it('reads every variable', () => {
    const config = readConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
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
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
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

  it.each([
    [{ DATABASE_URL: 'postgres://db/portal' }, 'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL'],
    [{ DATABASE_URL: 'postgres://db/portal', HANDOFF_SECRET: '  ' }, 'HANDOFF_SECRET must be set when DATABASE_URL is PostgreSQL'],
    [{ DATABASE_URL: 'postgres://db/portal', HANDOFF_SECRET: 'too-short' }, 'HANDOFF_SECRET must be at least 32 characters'],
    [{ REMOTES_DIR: '/srv/remotes' }, 'REMOTES_DIR is no longer read'],
    [{ RELEASE_STORE_URL: 'ftp://files/releases' }, 'RELEASE_STORE_URL must be a folder, file:<path> or s3://bucket/prefix'],
    [{ RELEASE_STORE_URL: 's3://' }, 'RELEASE_STORE_URL must name a bucket'],
    [{ REMOTES_BASE_URL: 'cdn.example.com/remotes' }, 'REMOTES_BASE_URL must be a path such as /remotes or an http(s) URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number, at least 1'],
  ])('refuses to start with %j', (env, message) => {
    expect(() => readConfig(env, cwd)).toThrow(message);
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
        },
        cwd,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'REMOTE_ORIGINS', 'MAIL_FROM', 'REQUEST_TIMEOUT_MS', 'MAX_CONNECTIONS', 'SERVE_SOURCE_MAPS']) {
      expect(message).toContain(`- ${name} `);
    }
    expect(message).not.toMatch(/hunter2|pw@/);
  });

  it('rejects ports out of range', () => {
    expect(() => readConfig({ PORT: '70000' }, cwd)).toThrow('PORT must be a port number');
  });
});
