// Debian's Prometheus scraping the instances' metrics ports every second, with the
// shipped alert rules (deploy/prometheus/alerts.yml) loaded, queried through its HTTP API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './release-site.ts';
import { repoRoot } from './site-server.ts';

export const prometheusPath = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

export interface Prometheus {
  url: string;
  /** An instant query's result: one sample a series, its labels and value. */
  query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  stop(): Promise<void>;
}

/** Scrapes `targets` (host:port of each instance's METRICS_PORT) as job wtm-portal. */
export async function startPrometheus(targets: string[]): Promise<Prometheus> {
  if (!existsSync(prometheusPath)) throw new Error(`${prometheusPath} is missing: pnpm test installs it (apt-get install -y prometheus).`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'wtm-prometheus-'));
  const port = await freePort();
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'rule_files:',
    `  - ${JSON.stringify(path.join(repoRoot, 'deploy/prometheus/alerts.yml'))}`,
    'scrape_configs:',
    '  - job_name: wtm-portal',
    '    static_configs:',
    `      - targets: ${JSON.stringify(targets)}`,
  ].join('\n');
  await writeFile(path.join(folder, 'prometheus.yml'), `${config}\n`);
  const args = [`--config.file=${path.join(folder, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(folder, 'data')}`, `--web.listen-address=127.0.0.1:${port}`];
  const child = spawn(prometheusPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 30_000; ; ) {
    if ((await fetch(`${url}/-/ready`).then((response) => response.ok).catch(() => false)) === true) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async query(promql) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await response.json()) as { status: string; error?: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
      if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${body.error}`);
      return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    stop,
  };
}
