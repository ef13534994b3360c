import fp from 'fastify-plugin';
import { createBackgroundTasks, type BackgroundTasks } from '../../lib/background-tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by a request and not awaited by it; drained before the app closes. */
    background: BackgroundTasks;
  }
}

/** Registered after the database, so it drains before the database closes. */
export const backgroundPlugin = fp(
  async (app) => {
    const background = createBackgroundTasks(app.log);
    app.decorate('background', background);
    app.addHook('onClose', async () => {
      await background.drain();
    });
  },
  { name: 'background', dependencies: ['database'] },
);
