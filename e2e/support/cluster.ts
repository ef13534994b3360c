// Three instances of the site on one PostgreSQL database and one release store (a bucket
// on a local S3-compatible server), behind Debian's nginx: what README "Running many
// instances" tells an operator to run, on loopback (e2e/tests/cluster.spec.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3, type LocalS3 } from '@wtm/releases/test/s3-server';
import pg from 'pg';
import type { SMTPServer } from 'smtp-server';
import { startNginx, type Nginx } from './nginx.ts';
import { freePort } from './release-site.ts';
import { repoRoot, waitForHealthy } from './site-server.ts';
import { startSmtpCapture } from './smtp-capture.ts';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Instance {
  name: string;
  url: string;
  port: number;
  /** Its Prometheus metrics (GET), on a port of their own. */
  metricsUrl: string;
  process: ChildProcess;
}

export interface Cluster {
  instances: Instance[];
  nginx: Nginx;
  /** The environment of the release commands on the build machine: the database and the bucket, no instance. */
  releaseEnv: NodeJS.ProcessEnv;
  mailDir: string;
  /** The SMTP server the instances send through: stopped, mail waits in the outbox; started again, it goes out. */
  smtp: { stop(): Promise<void>; start(): Promise<void> };
  /** Stops instance `index` (SIGTERM: it drains, then exits) and starts it again on its port with `env` added. */
  restart(index: number, env?: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

export async function startCluster(count = 3): Promise<Cluster> {
  // Everything started is stopped again, in reverse order, also when a later step fails.
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    return await startParts(count, cleanups, cleanUp);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function startParts(count: number, cleanups: (() => Promise<unknown>)[], cleanUp: () => Promise<void>): Promise<Cluster> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'wtm-cluster-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const database = `wtm_cluster_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
  cleanups.push(() => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const s3: LocalS3 = await startLocalS3();
  cleanups.push(() => s3.stop());
  const mailDir = path.join(root, 'mail');
  const smtpPort = await freePort();
  let smtp: SMTPServer | undefined = await startSmtpCapture(mailDir, smtpPort);
  const stopSmtp = async () => {
    const running = smtp;
    smtp = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  cleanups.push(stopSmtp);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const metricsPorts = await Promise.all(Array.from({ length: count }, () => freePort()));
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;

  const shared: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    RELEASE_STORE_URL: `s3://${s3.bucket}/portal`,
    ...s3.env,
  };
  const instanceEnv = (index: number): NodeJS.ProcessEnv => ({
    ...shared,
    HOST: '127.0.0.1',
    PORT: String(ports[index]),
    METRICS_PORT: String(metricsPorts[index]),
    // Nothing on disk is shared: each instance has a data folder of its own.
    DATA_DIR: path.join(root, `instance-${index + 1}`),
    HANDOFF_SECRET: 'cluster-test-hand-off-secret-shared-by-all-instances',
    PUBLIC_URL: publicUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    DRAIN_DELAY_MS: '1000',
  });
  const instances: Instance[] = [];
  cleanups.push(() => Promise.all(instances.map(stopInstance)));
  const launch = async (index: number, extra: NodeJS.ProcessEnv = {}): Promise<Instance> => {
    const url = `http://127.0.0.1:${ports[index]}`;
    const child = spawn(process.execPath, ['apps/api/src/main.ts'], { cwd: repoRoot, env: { ...instanceEnv(index), ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
    const instance = { name: String.fromCharCode(65 + index), url, port: ports[index]!, metricsUrl: `http://127.0.0.1:${metricsPorts[index]}/metrics`, process: child };
    instances[index] = instance;
    await waitForHealthy(url, child, 60_000);
    return instance;
  };
  // A port found free can be taken by another test's connection before the instance binds
  // it (it then exits 1, "could not listen"): start that instance again on fresh ports.
  const launchOnFreePorts = async (index: number): Promise<Instance> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await launch(index);
      } catch (error) {
        if (attempt === 3 || !/exited with code/.test((error as Error).message)) throw error;
        console.warn(`[cluster] instance ${index + 1} exited before it was ready (${(error as Error).message}): starting it on fresh ports`);
        [ports[index], metricsPorts[index]] = [await freePort(), await freePort()];
      }
    }
  };

  // All at once on an empty store: exactly one first run releases this checkout's builds.
  await Promise.all(ports.map((_, index) => launchOnFreePorts(index)));
  const nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`), nginxPort);
  cleanups.push(() => nginx.stop());
  return {
    instances,
    nginx,
    releaseEnv: { ...process.env, ...shared, DATA_DIR: path.join(root, 'build-machine') },
    mailDir,
    smtp: {
      stop: stopSmtp,
      async start() {
        smtp ??= await startSmtpCapture(mailDir, smtpPort);
      },
    },
    async restart(index, env = {}) {
      await stopInstance(instances[index]!);
      await launch(index, env);
    },
    stop: cleanUp,
  };
}
