// The control for the login line: a bare Fastify 5 server (no plugins, no hooks, no
// logger, no database) whose POST /bare-login only verifies the body's password with
// argon2id (the API's parameters, the same library) and answers a fixed JSON body. Its
// pool threads run below the event loop as the API's do (docs/decisions/0017). Its ratio
// to raw argon2id is what a Fastify route reaches with no work of its own on this
// machine at the time of the run: the headroom left for what the API adds (its hooks,
// plugins, checks and database work).
// Run as its own process by the bench: node bare-login.ts <port> <json file> <password>.
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { ARGON2_OPTIONS } from '../../apps/api/src/services/password-hasher.ts';
import { lowerThreadPoolPriority } from '../../apps/api/src/lib/thread-pool-priority.ts';

const [portArg, bodyFile, password] = process.argv.slice(2);
const body: unknown = JSON.parse(readFileSync(bodyFile!, 'utf8'));
// Hashing once starts the pool, so its threads can be reniced before any request.
const stored = await hash(password!, ARGON2_OPTIONS);
if (lowerThreadPoolPriority() === 0) process.stderr.write('bare-login: thread pool threads not found\n');

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
