import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, readConfig, type AppConfig } from './env.ts';
import { lowerThreadPoolPriority, THREAD_POOL_NICENESS } from './lib/thread-pool-priority.ts';

/** A shutdown that hangs (a stuck connection) must not keep the process alive forever. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfig(): AppConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stops accepting connections, lets in-flight requests finish, then the onClose
    // hooks run (the database is closed last).
    app.close().then(
      () => app.log.info('stopped'),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exitCode = 1;
      },
    );
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
closeOnSignals(app);
// The pool has started by now (the accounts plugin made its dummy hash on it).
const lowered = lowerThreadPoolPriority();
if (lowered > 0) app.log.info({ threads: lowered, niceness: THREAD_POOL_NICENESS }, 'thread pool runs below the event loop');
else app.log.warn('thread pool threads not found: password hashes run at the event loop priority');
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
  await app.close();
  process.exit(1);
}
