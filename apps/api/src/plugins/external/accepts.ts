import fastifyAccepts from '@fastify/accepts';
import fp from 'fastify-plugin';

/** `request.accepts()`: content negotiation on the Accept header (jshttp's accepts). */
export const acceptsPlugin = fp(
  async (app) => {
    await app.register(fastifyAccepts);
  },
  { name: 'accepts' },
);
