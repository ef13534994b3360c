import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { DEFAULT_SERVER_LIMITS } from '../../env.ts';

/**
 * How long a connection with no request in progress may stay open once the app closes. A
 * proxy writes its request right after connecting or reusing a connection, so one that
 * says nothing for this long carries none (a browser's preconnect, an idle kept-alive one).
 */
export const QUIET_CONNECTION_MS = 500;

/**
 * Closing the app, in this order: stop listening (a proxy's next connection is refused
 * before anything is sent, so it retries the request elsewhere whatever its method); give
 * every connection with no request in progress QUIET_CONNECTION_MS to bring one (it is
 * answered, with `Connection: close` from readiness) before cutting it — cutting at once
 * would reset a request the proxy had just written, which it does not retry for a POST;
 * end each busy one after its answer; past SHUTDOWN_GRACE_MS cut the rest. Node's own
 * close would leave a connection that never sent a request open until the grace ran out.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    const { shutdownGraceMs } = app.config.server ?? DEFAULT_SERVER_LIMITS;
    const server = app.server;
    const quiet = new Set<Socket>();
    let closing = false;
    const cutIfQuiet = (socket: Socket) => {
      setTimeout(() => {
        if (quiet.has(socket)) socket.destroy();
      }, QUIET_CONNECTION_MS).unref();
    };

    server.on('connection', (socket: Socket) => {
      quiet.add(socket);
      socket.once('close', () => quiet.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      quiet.delete(request.socket);
      response.once('finish', () => {
        if (request.socket.destroyed) return;
        quiet.add(request.socket);
        if (closing) cutIfQuiet(request.socket);
      });
    });

    app.addHook('preClose', async () => {
      if (!server.listening) return;
      closing = true;
      app.readiness.drain();
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of quiet) cutIfQuiet(socket);
      const deadline = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
      await closed;
      clearTimeout(deadline);
    });
  },
  { name: 'graceful-close', dependencies: ['config', 'readiness'] },
);
