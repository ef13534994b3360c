import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../env.ts';
import type { ChallengesPluginOptions } from '../plugins/app/challenges.ts';
import type { ProductsPluginOptions } from '../plugins/app/products.ts';
import { newXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '../plugins/app/xsrf.ts';
import { createSiteFixture, type SiteFixture } from './site-fixture.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Overrides on top of the test configuration (temp folders, fresh database). */
  config?: Partial<AppConfig>;
  /** Log destination (see captureLogs); the log level defaults to silent without one. */
  logStream?: DestinationStream;
  /** `built: false` leaves the temp SHELL_DIR without index.html. */
  site?: { built?: boolean };
  /** Start the mail worker's and housekeeping's loops; off by default (call runOnce). */
  startWorkers?: boolean;
  /** Product provisioning and hand-off overrides (a clock, a slow or failing provisioner). */
  products?: Omit<ProductsPluginOptions, 'startWorker'>;
  /** Challenge overrides (a clock in the past issues expired challenges). */
  challenges?: ChallengesPluginOptions;
}

export interface TestApp {
  app: FastifyInstance;
  site: SiteFixture;
  database: TestDatabase;
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
    });
    const close = async () => {
      await app.close();
      await database.drop();
      await site.cleanup();
    };
    return { app, site, database, close };
  } catch (error) {
    await database.drop();
    await site.cleanup();
    throw error;
  }
}

export function testConfig(site: SiteFixture, database: TestDatabase, options: TestAppOptions = {}): AppConfig {
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
    shellDir: site.shellDir,
    remotesDir: site.remotesDir,
    remoteOrigins: [],
    challengeMaxNumber: TEST_CHALLENGE_MAX_NUMBER,
    ...options.config,
  };
}

/** Cookie and header of a matching XSRF pair, for state-changing test requests. */
export function xsrfHeaders(token: string = newXsrfToken()): Record<string, string> {
  return { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };
}
