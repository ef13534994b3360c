// The limit page of the Lighthouse lines (docs/decisions/0039): the same served document
// with every script and script preload removed, the most a page can do without its
// scripts. The bench serves it from a proxy in front of the site, and the live page from a
// second proxy that changes nothing, so both pay the same extra hop on loopback and differ
// only by their scripts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** `<script>` elements that run (any but a JSON data block), with their content. */
const RUNNING_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?(?:preload|modulepreload)\b)(?=[^>]*(?:\bas="?script\b|\brel="?modulepreload\b))[^>]*>/gi;

/** The document without its scripts and script preloads; JSON data blocks stay (they run nothing). */
export function stripScripts(html: string): string {
  return html.replace(RUNNING_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

type Codec = { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer };
const codecs: Record<string, Codec> = {
  identity: { decode: (body) => body, encode: (body) => body },
  gzip: { decode: zlib.gunzipSync, encode: (body) => zlib.gzipSync(body, { level: 9 }) },
  br: { decode: zlib.brotliDecompressSync, encode: zlib.brotliCompressSync },
  deflate: { decode: zlib.inflateSync, encode: zlib.deflateSync },
};

export interface PageProxy {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * A proxy on loopback in front of `upstream`. With `strip`, every HTML answer comes
 * without its scripts (stripScripts), in the encoding the site chose (so it weighs what
 * the live page weighs but for the scripts); everything else passes as it is.
 */
export async function startPageProxy(upstream: string, strip: boolean): Promise<PageProxy> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const encoding = String(answer.headers['content-encoding'] ?? 'identity');
        const codec = codecs[encoding];
        if (!strip || !type.startsWith('text/html') || !codec) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = codec.encode(Buffer.from(stripScripts(codec.decode(Buffer.concat(chunks)).toString('utf8')), 'utf8'));
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers.etag;
          delete headers['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    forwarded.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
