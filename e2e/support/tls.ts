// TLS for the tests that run the site over https behind nginx: a certificate made at test
// time, and requests that trust it alone (never NODE_TLS_REJECT_UNAUTHORIZED=0).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import path from 'node:path';

export interface Certificate {
  /** PEM files nginx reads. */
  certFile: string;
  keyFile: string;
  /** The certificate itself: the only authority a request here trusts. */
  pem: Buffer;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid a day, written into `dir`. */
export function selfSignedCertificate(dir: string): Certificate {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
    { stdio: 'pipe' },
  );
  return { certFile, keyFile, pem: readFileSync(certFile) };
}

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every Set-Cookie line, each whole. */
  cookies: string[];
  body: string;
}

/** One https request that trusts `ca` only. */
export function httpsRequest(url: string, ca: Buffer, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, headers, ca, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, cookies: response.headers['set-cookie'] ?? [], body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
