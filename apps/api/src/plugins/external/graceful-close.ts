import fp from 'fastify-plugin';
import { createHttpTerminator } from 'http-terminator';
import { DEFAULT_SERVER_LIMITS } from '../../env.ts';

/**
 * Closing the app closes every connection that carries no request: Node's own
 * server.close() leaves a connection that never sent one (a browser's preconnect) open, and
 * the process would wait for it until the shutdown grace ran out. Connections with a
 * request in flight get `Connection: close` and end once it is answered; past
 * SHUTDOWN_GRACE_MS they are cut. http-terminator tracks the sockets from the start.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    const { shutdownGraceMs } = app.config.server ?? DEFAULT_SERVER_LIMITS;
    const terminator = createHttpTerminator({ server: app.server, gracefulTerminationTimeout: shutdownGraceMs });
    app.addHook('preClose', async () => {
      if (app.server.listening) await terminator.terminate();
    });
  },
  { name: 'graceful-close', dependencies: ['config'] },
);
