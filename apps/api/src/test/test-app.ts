import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import createTokens from '@fastify/csrf';
import type { RemoteName } from '@wtm/shell-contract/runtime-manifest';
import type { SwitchResult } from '@wtm/releases';
import { fakeBuild } from '@wtm/releases/test/fake-build';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { AppConfig, ReleasesConfig } from '../env.ts';
import type { ChallengesPluginOptions } from '../plugins/app/challenges.ts';
import type { ContentPluginOptions } from '../plugins/app/content.ts';
import type { ProductsPluginOptions } from '../plugins/app/products.ts';
import type { EventsRoutesOptions } from '../routes/events/index.ts';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_SECRET_COOKIE, XSRF_TOKEN_OPTIONS } from '../plugins/app/xsrf.ts';
import { DEFAULT_CANARY_POLICY } from '../config/canary-policy.ts';
import { createSiteFixture, FIXTURE_INDEX_HTML, type SiteFixture } from './site-fixture.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Overrides on top of the test configuration (temp folders, fresh database); `releases` is merged. */
  config?: Partial<Omit<AppConfig, 'releases'>> & { releases?: Partial<ReleasesConfig> };
  /** Log destination (see captureLogs); the log level defaults to silent without one. */
  logStream?: DestinationStream;
  /** `built: false` leaves the temp SHELL_DIR without index.html (the first run releases no shell). */
  site?: { built?: boolean };
  /** Start the mail worker's and housekeeping's loops; off by default (call runOnce). */
  startWorkers?: boolean;
  /** Product provisioning and hand-off overrides (a clock, a slow or failing provisioner). */
  products?: Omit<ProductsPluginOptions, 'startWorker'>;
  /** Challenge overrides (a clock in the past issues expired challenges). */
  challenges?: ChallengesPluginOptions;
  /** Content overrides (the clock of preview links). */
  content?: ContentPluginOptions;
  /** Webinar overrides (a schedule of the test's own, a clock). */
  webinars?: EventsRoutesOptions;
}

export interface TestApp {
  app: FastifyInstance;
  site: SiteFixture;
  database: TestDatabase;
  /** Releases a shell build of these files (index.html: the fixture's unless given) and serves it. */
  releaseShell(files?: Record<string, string | Buffer>): Promise<SwitchResult>;
  /** Releases a remote build (a valid mf-manifest.json, remoteEntry.js and chunks, plus these files) and serves it. */
  releaseRemote(name: RemoteName, files?: Record<string, string | Buffer>): Promise<SwitchResult>;
  /** Closes the app, then drops the database and removes the temp folders. */
  close(): Promise<void>;
}

/** CHALLENGE_MAX_NUMBER in tests: a challenge solves in a few milliseconds. */
export const TEST_CHALLENGE_MAX_NUMBER = 200;

/**
 * The real app on a fresh database of the dialect under test (see test-database.ts) and
 * temp site folders. Add test-only routes to `app` before the first inject.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const site = await createSiteFixture(options.site);
  const database = await createTestDatabase();
  const config = testConfig(site, database, options);
  try {
    const app = await buildApp(config, {
      startWorkers: options.startWorkers ?? false,
      ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
      ...(options.products === undefined ? {} : { products: options.products }),
      ...(options.challenges === undefined ? {} : { challenges: options.challenges }),
      ...(options.webinars === undefined ? {} : { webinars: options.webinars }),
      ...(options.content === undefined ? {} : { content: options.content }),
    });
    const close = async () => {
      await app.close();
      await database.drop();
      await site.cleanup();
    };
    const release = async (name: RemoteName | 'shell', distDir: string) => {
      const result = await app.releases.release({ name, distDir, packageVersion: '0.1.0' });
      await app.liveReleases.refresh();
      return result;
    };
    return {
      app,
      site,
      database,
      releaseShell: async (files = {}) => release('shell', await site.writeBuild('shell', { 'index.html': FIXTURE_INDEX_HTML, ...files })),
      async releaseRemote(name, files = {}) {
        const distDir = await fakeBuild(await site.writeBuild(name, {}), name, { name });
        for (const [path, content] of Object.entries(files)) await writeBuildFile(distDir, path, content);
        return release(name, distDir);
      },
      close,
    };
  } catch (error) {
    await database.drop();
    await site.cleanup();
    throw error;
  }
}

export function testConfig(site: SiteFixture, database: TestDatabase, options: TestAppOptions = {}): AppConfig {
  const { releases, ...overrides } = options.config ?? {};
  return {
    port: 0,
    host: '127.0.0.1',
    database: database.target,
    dataDir: site.dataDir,
    smtpUrl: undefined,
    mailFrom: 'WTM Portal <no-reply@localhost>',
    salesEmail: 'sales@localhost',
    publicUrl: 'http://localhost:8080',
    trustProxy: false,
    logLevel: options.logStream === undefined ? 'silent' : 'trace',
    releases: {
      store: { kind: 'folder', folder: site.storeDir },
      remotesBaseUrl: '/remotes',
      // Tests read what is live when they release (releaseShell, releaseRemote).
      rereadMs: 60_000,
      firstRunShell: site.shellDir,
      firstRunRemotes: { books: join(site.root, 'no-books-build'), crm: join(site.root, 'no-crm-build'), account: join(site.root, 'no-account-build') },
      canary: DEFAULT_CANARY_POLICY,
      ...releases,
    },
    remoteOrigins: [],
    challengeMaxNumber: TEST_CHALLENGE_MAX_NUMBER,
    ...overrides,
  };
}

async function writeBuildFile(dir: string, path: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(join(dir, path)), { recursive: true });
  await writeFile(join(dir, path), content);
}

const xsrfTokens = createTokens(XSRF_TOKEN_OPTIONS);

export interface XsrfPair {
  /** The HttpOnly secret cookie's value. */
  secret: string;
  /** The XSRF-TOKEN cookie's value, signed with the secret: what the header repeats. */
  token: string;
}

/** A valid pair, as a browser holds it after any answer of the site. */
export function newXsrfPair(): XsrfPair {
  const secret = xsrfTokens.secretSync();
  return { secret, token: xsrfTokens.create(secret) };
}

/** Cookies and header of a valid XSRF pair, for state-changing test requests. */
export function xsrfHeaders({ secret, token }: XsrfPair = newXsrfPair()): Record<string, string> {
  return { cookie: `${XSRF_SECRET_COOKIE}=${secret}; ${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };
}
