import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, DEFAULT_SERVER_LIMITS, readConfig, type AppConfig } from './env.ts';

function loadConfig(): AppConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * On SIGTERM or SIGINT: /readyz answers 503 at once (a load balancer stops sending new
 * requests), then after DRAIN_DELAY_MS the server stops accepting connections, closes
 * idle kept-alive ones, lets in-flight requests finish and closes the database; the
 * process exits 0. Past SHUTDOWN_GRACE_MS it exits 1 anyway; a second signal exits at once.
 */
function closeOnSignals(app: FastifyInstance, { drainDelayMs, shutdownGraceMs }: typeof DEFAULT_SERVER_LIMITS): void {
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.readiness.drain();
    app.log.info({ signal, drainDelayMs }, 'draining');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, drainDelayMs + shutdownGraceMs).unref();
    await delay(drainDelayMs);
    try {
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

const config = loadConfig();
let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (error) {
  // The logger is not there yet (or went with the failed app): say it plainly.
  process.stderr.write(`The API could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
closeOnSignals(app, config.server ?? DEFAULT_SERVER_LIMITS);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
  process.stderr.write(`The API could not listen on ${config.host}:${config.port}: ${(error as Error).message}\n`);
  await app.close();
  process.exit(1);
}
if (config.metricsPort) {
  try {
    await app.metrics.listen(config.metricsPort, config.host);
  } catch (error) {
    app.log.fatal({ err: error }, `could not serve metrics on ${config.host}:${config.metricsPort} (METRICS_PORT; 0 turns them off)`);
    process.stderr.write(`The API could not serve metrics on ${config.host}:${config.metricsPort}: ${(error as Error).message}\n`);
    await app.close();
    process.exit(1);
  }
}
