import fp from 'fastify-plugin';
import type { AppConfig } from '../../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the app was built with (src/env.ts). */
    config: AppConfig;
  }
}

/** Makes the configuration reachable from every plugin and route as app.config. */
export const configPlugin = fp(
  async (app, options: { config: AppConfig }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
