// The control for the static-asset line: a bare node:http server (no framework, no
// hooks, no logger) answering one file's gzip sibling from memory, with the headers that
// matter to a client. Its ratio to nginx is what any Node server can reach on this
// machine at the time of the run, so a static FAIL can be told apart from a host whose
// Node is slow. Run as its own process by the bench: node bare-node-static.ts <port> <file>.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [portArg, file] = process.argv.slice(2);
const body = readFileSync(`${file!}.gz`);
const url = `/${path.basename(file!)}`;
const headers = {
  'content-type': 'application/javascript; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': String(body.length),
  'cache-control': 'public, max-age=31536000, immutable',
  vary: 'Accept-Encoding',
};
const server = createServer((request, response) => {
  if (request.url !== url) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, headers).end(body);
});
server.listen(Number(portArg), '127.0.0.1', () => process.stdout.write('ready\n'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
