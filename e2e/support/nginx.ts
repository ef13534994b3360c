// Debian's nginx in front of the site's instances, running deploy/nginx/portal.conf
// itself with this machine's addresses, its own port, prefix and cache folder, and, when
// given a certificate, terminating TLS on that port as an operator's front would.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './site-server.ts';
import { httpsRequest, type Certificate } from './tls.ts';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  prefix: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** deploy/nginx/portal.conf with these upstream addresses, this port (over TLS with `tls`) and a cache folder under `prefix`. */
export async function portalConf(upstreams: string[], port: number, prefix: string, tls?: Certificate): Promise<string> {
  const shipped = await readFile(path.join(repoRoot, 'deploy/nginx/portal.conf'), 'utf8');
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n');
  const listen = tls === undefined ? `listen 127.0.0.1:${port};` : `listen 127.0.0.1:${port} ssl;\n    ssl_certificate ${tls.certFile};\n    ssl_certificate_key ${tls.keyFile};`;
  const conf = shipped
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(prefix, 'cache')}`)
    .replace(/( {4}server portal-\d:8080 [^\n]*\n)+/, `${servers}\n`)
    .replace(/listen 80;/, listen);
  if (!conf.includes(`listen 127.0.0.1:${port}`) || conf.includes('portal-1')) throw new Error('deploy/nginx/portal.conf no longer has the lines the test replaces');
  return conf;
}

export async function startNginx(upstreams: string[], port: number, tls?: Certificate): Promise<Nginx> {
  if (!existsSync(nginxPath)) throw new Error(`${nginxPath} is missing: pnpm test installs it (apt-get install -y nginx).`);
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'wtm-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach and write the cache.
  await chmod(prefix, 0o755);
  for (const dir of ['cache', 'temp']) await mkdir(path.join(prefix, dir), { mode: 0o777 });
  for (const dir of ['cache', 'temp']) await chmod(path.join(prefix, dir), 0o777);
  await writeFile(path.join(prefix, 'portal.conf'), await portalConf(upstreams, port, prefix, tls));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${path.join(prefix, 'access.log')};`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(prefix, 'portal.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')];
  execFileSync(nginxPath, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(nginxPath, args, { stdio: 'ignore' });
  const url = `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${port}`;
  const answers = () => (tls === undefined ? fetch(`${url}/healthz`) : httpsRequest(`${url}/healthz`, tls.pem)).then(() => true, () => false);
  const deadline = Date.now() + 10_000;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    prefix,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
