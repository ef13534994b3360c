// The yardstick for an API route: a bare Fastify 5 server (no plugins, no hooks, no
// logger) answering one fixed JSON body on GET /bare. Run as its own process by the
// bench: node bare-fastify.ts <port> <json file>.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [portArg, bodyFile] = process.argv.slice(2);
const body: unknown = JSON.parse(readFileSync(bodyFile!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);

await app.listen({ host: '127.0.0.1', port: Number(portArg) });
process.stdout.write('ready\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
