import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses the Cookie header into request.cookies and gives reply.setCookie (used by XSRF). */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);
