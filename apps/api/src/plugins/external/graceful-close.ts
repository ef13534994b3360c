import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { DEFAULT_SERVER_LIMITS } from '../../env.ts';

/**
 * Closing the app, in this order: stop listening (a load balancer's next connection is
 * refused before anything is sent, so it retries the request elsewhere whatever its
 * method); cut the connections that carry no request now, the kept-alive ones between
 * requests and the ones that never sent any (a browser's preconnect, which Node's own
 * close leaves open until the shutdown grace runs out); let each busy one end after its
 * answer (`Connection: close`, from readiness); past SHUTDOWN_GRACE_MS cut the rest.
 * Cutting rather than half-closing: a proxy that writes into a half-closed connection
 * waits for an answer that never comes.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    const { shutdownGraceMs } = app.config.server ?? DEFAULT_SERVER_LIMITS;
    const server = app.server;
    // Connections that have not sent a request yet.
    const fresh = new Set<Socket>();
    let closing = false;
    server.on('connection', (socket: Socket) => {
      fresh.add(socket);
      socket.once('close', () => fresh.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      fresh.delete(request.socket);
      // An answer begun before the close kept its connection alive: cut it once idle.
      response.once('finish', () => {
        if (closing) setImmediate(() => server.closeIdleConnections());
      });
    });

    app.addHook('preClose', async () => {
      if (!server.listening) return;
      closing = true;
      app.readiness.drain();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      for (const socket of fresh) socket.destroy();
      const deadline = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
      await closed;
      clearTimeout(deadline);
    });
  },
  { name: 'graceful-close', dependencies: ['config', 'readiness'] },
);
