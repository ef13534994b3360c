import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { DEFAULT_SERVER_LIMITS, type AppConfig, type TrustProxy } from './env.ts';
import { BODY_LIMIT_BYTES } from './lib/error-answer.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { accountsPlugin } from './plugins/app/accounts.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { challengesPlugin, type ChallengesPluginOptions } from './plugins/app/challenges.ts';
import { backgroundPlugin } from './plugins/app/background.ts';
import { canaryVerdictPlugin } from './plugins/app/canary-verdict.ts';
import { configPlugin } from './plugins/app/config.ts';
import { contractValidationPlugin } from './plugins/app/contract-validation.ts';
import { databasePlugin } from './plugins/app/database.ts';
import { answerError, errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { housekeepingPlugin } from './plugins/app/housekeeping.ts';
import { mailPlugin } from './plugins/app/mail.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import { productsPlugin, type ProductsPluginOptions } from './plugins/app/products.ts';
import { rateLimiterPlugin } from './plugins/app/rate-limiter.ts';
import { readinessPlugin } from './plugins/app/readiness.ts';
import { releaseFilesPlugin } from './plugins/app/release-files.ts';
import { releasesPlugin } from './plugins/app/releases.ts';
import { contentSchedulesPlugin } from './plugins/app/content-schedules.ts';
import { contentPlugin, type ContentPluginOptions } from './plugins/app/content.ts';
import { resourceSecurityHeaders, securityHeadersPlugin } from './plugins/app/security-headers.ts';
import { spaFallbackPlugin } from './plugins/app/spa-fallback.ts';
import { xsrfPlugin } from './plugins/app/xsrf.ts';
import { acceptsPlugin } from './plugins/external/accepts.ts';
import { compressPlugin } from './plugins/external/compress.ts';
import { gracefulClosePlugin } from './plugins/external/graceful-close.ts';
import { staticPlugin } from './plugins/external/static.ts';
import { swaggerUiPlugin } from './plugins/external/swagger-ui.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';
import { accountRoutes } from './routes/account/index.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { contentFilesRoutes } from './routes/content/content-files.ts';
import { contentRoutes } from './routes/content/index.ts';
import { downloadExeRoutes } from './routes/account/download-exe.ts';
import { challengeRoutes } from './routes/challenge/index.ts';
import { handoffRoutes } from './routes/handoff/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { productPagesRoutes } from './routes/products/index.ts';
import { loginRoutes } from './routes/login/index.ts';
import { registerRoutes } from './routes/register/index.ts';
import { remotesRoutes } from './routes/remotes/index.ts';
import { usersRoutes } from './routes/users/index.ts';
import { enquiryRoutes } from './routes/enquiry/index.ts';
import { eventsRoutes, type EventsRoutesOptions } from './routes/events/index.ts';
import { seatConfirmationRoutes } from './routes/events/seat-confirmation.ts';
import { seoRoutes } from './routes/seo/index.ts';
import { telemetryRoutes } from './routes/telemetry/index.ts';

export interface BuildAppOptions {
  /** Where log lines go instead of stdout; tests pass a stream to read them back. */
  logStream?: DestinationStream;
  /**
   * Start the background loops (mail delivery, housekeeping); default true. Tests turn
   * them off and call app.mailWorker.runOnce() when they want mail delivered.
   */
  startWorkers?: boolean;
  /** Product provisioning and hand-off overrides: tests pass a clock or a slow provisioner. */
  products?: Omit<ProductsPluginOptions, 'startWorker'>;
  /** Challenge overrides: tests pass a clock in the past to issue expired challenges. */
  challenges?: ChallengesPluginOptions;
  /** Content overrides: tests move the clock of preview links on to see them expire. */
  content?: ContentPluginOptions;
  /** Webinar overrides: tests pass a schedule of their own and a clock. */
  webinars?: EventsRoutesOptions;
}

/**
 * Builds the whole service for `config`: database migrated, hooks and routes in place,
 * not yet listening. main.ts listens on it; tests call app.inject() and may add test-only
 * routes before the first inject. Closing it closes the database.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const jsonHeaders = resourceSecurityHeaders(config);
  const startWorkers = options.startWorkers ?? true;
  const limits = config.server ?? DEFAULT_SERVER_LIMITS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A client that sends its headers and body slowly (or never finishes) is cut off, so
    // slow sockets cannot pile up; Node checks at most every connectionsCheckingInterval.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(limits.requestTimeoutMs / 2, 5_000),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // The first run prerenders every page before it serves (docs/decisions/0032): up to the
    // render's own deadline (60 s) on a busy machine, past Fastify's 10 s for a plugin.
    pluginTimeout: 120_000,
    // A request that reaches a closing instance on a connection it had already accepted is
    // answered as usual (the database closes only after every connection has ended): a
    // proxy that sent it does not retry a POST after a 503.
    return503OnClosing: false,
    // Malformed URLs are rejected before any hook runs: give them the same answer and
    // security headers as other JSON errors.
    frameworkErrors: (error, request, reply) => answerError(error, request, reply.headers(jsonHeaders)),
  });
  app.server.maxConnections = limits.maxConnections;

  try {
    // Order matters: hooks apply to routes added after them, compress to routes added
    // after it, and the not-found handler needs reply.sendFile from the static plugin.
    await app.register(configPlugin, { config });
    // First: its onResponse hook counts every answer, and the database reports failed queries to it.
    await app.register(metricsPlugin);
    await app.register(readinessPlugin);
    await app.register(gracefulClosePlugin);
    await app.register(compressPlugin);
    await app.register(acceptsPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(xsrfPlugin);
    await app.register(errorHandlerPlugin);
    // Route schemas: validated by the contract's rules, collected into the OpenAPI document
    // (before the background plugin wraps the routes' hooks, see swagger.ts).
    await app.register(contractValidationPlugin);
    await app.register(swaggerPlugin);
    await app.register(swaggerUiPlugin);
    await app.register(databasePlugin);
    await app.register(releasesPlugin);
    await app.register(contentPlugin, options.content ?? {});
    // Closed in reverse order: workers stop, background work drains, then the database.
    await app.register(backgroundPlugin);
    await app.register(rateLimiterPlugin);
    await app.register(mailPlugin, { startWorker: startWorkers });
    await app.register(housekeepingPlugin, { start: startWorkers });
    await app.register(canaryVerdictPlugin, { start: startWorkers });
    await app.register(contentSchedulesPlugin, { start: startWorkers });
    await app.register(authPlugin);
    await app.register(challengesPlugin, options.challenges ?? {});
    await app.register(accountsPlugin);
    await app.register(productsPlugin, { ...options.products, startWorker: startWorkers });
    await app.register(staticPlugin);
    await app.register(releaseFilesPlugin);
    await app.register(spaFallbackPlugin);
    await app.register(healthRoutes);
    await app.register(remotesRoutes);
    await app.register(registerRoutes, { prefix: '/api/register' });
    await app.register(loginRoutes, { prefix: '/api/login' });
    await app.register(usersRoutes, { prefix: '/users' });
    await app.register(enquiryRoutes, { prefix: '/api/register' });
    await app.register(seoRoutes);
    await app.register(accountRoutes, { prefix: '/api/account' });
    await app.register(handoffRoutes, { prefix: '/api/handoff' });
    await app.register(challengeRoutes, { prefix: '/api' });
    await app.register(eventsRoutes, { ...options.webinars, prefix: '/api/events' });
    await app.register(seatConfirmationRoutes, { ...options.webinars });
    await app.register(telemetryRoutes, { prefix: '/api' });
    await app.register(adminRoutes, { prefix: '/api/admin' });
    await app.register(contentRoutes, { prefix: '/api/content' });
    await app.register(contentFilesRoutes);
    await app.register(downloadExeRoutes);
    await app.register(productPagesRoutes);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** Fastify takes a hop count at run time, but its types want it as a function. */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}
