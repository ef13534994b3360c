import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { DEFAULT_SERVER_LIMITS } from '../../env.ts';

/** The event loop is looked at this often while it settles. */
const SETTLE_STEP_MS = 10;
/** The most the settling may take: a flood of new connections must not hold the stop. */
export const SETTLE_AT_MOST_MS = 2_000;

/**
 * Closing the app (docs/decisions/0037): every request whose bytes have arrived is
 * answered, and only connections with no request in flight are closed.
 *
 * 1. Settle: still listening, the event loop accepts what waits in the listen backlog and
 *    reads what each connection sent, until a step accepts nothing new and every
 *    connection without a request has been open across two steps (its bytes, if any,
 *    would have been read by then); at most SETTLE_AT_MOST_MS. Closing the listener first
 *    resets the backlog, and Node's close destroys a connection whose bytes it has not
 *    read yet, so both would reset requests a client had fully sent.
 * 2. `server.close()`: stop listening and close the connections with no request in
 *    flight (Node's closeIdleConnections closes kept-alive ones between requests; the
 *    ones that never sent a request are destroyed here, as Node leaves them open).
 * 3. Every answer from then on says `Connection: close`; a kept-alive connection whose
 *    answer was already on its way is closed once that answer is written. Past
 *    SHUTDOWN_GRACE_MS the rest are cut.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    const { shutdownGraceMs } = app.config.server ?? DEFAULT_SERVER_LIMITS;
    const server = app.server;
    /** Connections with no request in flight, and the settle step they were first seen in. */
    const quiet = new Map<Socket, number>();
    let accepted = 0;
    let step = 0;
    let closing = false;

    server.on('connection', (socket: Socket) => {
      accepted += 1;
      quiet.set(socket, step);
      socket.once('close', () => quiet.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      quiet.delete(socket);
      response.once('finish', () => {
        if (socket.destroyed) return;
        quiet.set(socket, step);
        // Its answer may have left without `Connection: close`: nothing else would end it.
        if (closing) setImmediate(() => quiet.has(socket) && socket.destroy());
      });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (app.readiness.draining) reply.header('connection', 'close');
    });

    async function settle(): Promise<void> {
      const until = Date.now() + SETTLE_AT_MOST_MS;
      for (;;) {
        const acceptedBefore = accepted;
        await delay(SETTLE_STEP_MS);
        step += 1;
        const unread = [...quiet.values()].some((seenAt) => step - seenAt < 2);
        if ((accepted === acceptedBefore && !unread) || Date.now() >= until) return;
      }
    }

    app.addHook('preClose', async () => {
      if (!server.listening) return;
      app.readiness.drain();
      await settle();
      closing = true;
      const closed = new Promise((resolve) => server.close(resolve));
      // Node's close leaves a connection that never sent a request open: after the settle it has none coming.
      for (const socket of quiet.keys()) socket.destroy();
      const deadline = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
      await closed;
      clearTimeout(deadline);
    });
  },
  { name: 'graceful-close', dependencies: ['config', 'readiness'] },
);
