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
      dataDir: join(repo, 'data'),
      smtpUrl: undefined,
      mailFrom: 'WTM Portal <no-reply@localhost>',
      salesEmail: 'sales@localhost',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      logLevel: 'info',
      shellDir: join(repo, 'apps', 'shell', 'dist'),
      remotesDir: join(repo, 'data', 'remotes'),
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
        REMOTES_DIR: '/srv/remotes',
        REMOTE_ORIGINS: 'https://cdn.example.com, https://cdn2.example.com/',
        SERVE_SOURCE_MAPS: 'true',
        REQUEST_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        MAX_CONNECTIONS: '2000',
        DRAIN_DELAY_MS: '3000',
        SHUTDOWN_GRACE_MS: '20000',
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
      shellDir: join(cwd, 'shell-build'),
      remotesDir: '/srv/remotes',
      remoteOrigins: ['https://cdn.example.com', 'https://cdn2.example.com'],
      serveSourceMaps: true,
      server: { requestTimeoutMs: 5000, keepAliveTimeoutMs: 65_000, maxConnections: 2000, drainDelayMs: 3000, shutdownGraceMs: 20_000 },
    });
  });

  it('derives the database, remotes folder and public URL from DATA_DIR and PORT', () => {
    const config = readConfig({ DATA_DIR: '/srv/data', PORT: '3000' }, cwd);
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/srv/data/portal.sqlite' });
    expect(config.remotesDir).toBe('/srv/data/remotes');
    expect(config.publicUrl).toBe('http://localhost:3000');
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
