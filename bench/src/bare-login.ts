// The control for the login line: a bare Fastify 5 server (no plugins, no hooks, no
// logger, no database) whose POST /bare-login only verifies the body's password with
// argon2id (the API's parameters, the same library, libuv's pool as Node sets it) and
// answers a fixed JSON body. Its ratio to raw argon2id is what standard HTTP and Fastify
// reach around the hash on this machine at the time of the run: the headroom left for
// what the API adds (its hooks, plugins, checks and database work). It imports nothing
// from the API, so it measures the same thing whatever the API does inside.
// Run as its own process by the bench: node bare-login.ts <port> <json file> <password>.
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { ARGON2ID } from './argon2-params.ts';

const [portArg, bodyFile, password] = process.argv.slice(2);
const body: unknown = JSON.parse(readFileSync(bodyFile!, 'utf8'));
const stored = await hash(password!, ARGON2ID);

const app = Fastify({ logger: false });
// For the bench to wait on before the first request.
app.get('/ready', async () => ({ ready: true }));
app.post<{ Body: { password?: unknown } }>('/bare-login', async (request, reply) => {
  const candidate = request.body?.password;
  if (typeof candidate !== 'string' || !(await verify(stored, candidate))) return reply.code(401).send({ success: false });
  return body;
});

await app.listen({ host: '127.0.0.1', port: Number(portArg) });
process.stdout.write('ready\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
