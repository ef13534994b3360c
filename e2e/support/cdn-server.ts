import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

export interface CdnServer {
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  /** Whether answers carry Access-Control-Allow-Origin (on by default). */
  cors: boolean;
  close(): Promise<void>;
}

/**
 * A stand-in for a CDN on a second origin in front of the release store: serves
 * `<storeDir>/remotes/<name>/<version>/<file>` at `/remotes/<name>/<version>/<file>` with
 * the headers README "Releasing a section" asks of one — CORS for any origin and an
 * immutable cache lifetime for versioned files.
 */
export async function startCdn(storeDir: string, port: number): Promise<CdnServer> {
  const cdn: CdnServer = { origin: `http://127.0.0.1:${port}`, requests: [], cors: true, close: async () => undefined };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', cdn.origin);
    cdn.requests.push(url.pathname);
    const parts = url.pathname.split('/').slice(1);
    if (parts[0] !== 'remotes' || parts.length < 4 || parts.some((part) => part === '' || part === '..' || part.startsWith('.'))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(path.join(storeDir, ...parts));
      response.writeHead(200, {
        'content-type': types[path.extname(url.pathname)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
        ...(cdn.cors ? { 'access-control-allow-origin': '*' } : {}),
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  cdn.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return cdn;
}
