import type { RuntimeManifest } from '@wtm/shell-contract/runtime-manifest';
import type { ReleasesService } from '../records/releases.service.ts';
import { releaseNames, type ReleaseName } from '../release-names.ts';
import type { CanaryReport } from './canary-report.ts';
import { table, type Print } from './text-table.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** `pnpm releases`: what is live for each name and what a rollback would go back to. */
export async function printLive(releases: ReleasesService, where: string, json: boolean, print: Print, canaries: CanaryReport[] = []): Promise<void> {
  const { generation, releases: live } = await releases.readLive();
  const rows = await Promise.all(
    releaseNames.map(async (name) => {
      const current = live.find((record) => record.name === name);
      return { name, live: current, rollbackTo: await releases.rollbackTarget(name) };
    }),
  );
  if (json) {
    print(JSON.stringify({ generation, releases: rows.map(({ name, live: current, rollbackTo }) => ({ name, version: current?.version ?? null, releasedAt: current ? iso(current.releasedAt) : null, rollbackTo: rollbackTo?.version ?? null })), canaries }, null, 2));
    return;
  }
  print(`Live in ${where}:`);
  print(
    table([
      ['name', 'version', 'released (UTC)', 'rollback to'],
      ...rows.map(({ name, live: current, rollbackTo }) => [name, current?.version ?? '(no release)', current ? iso(current.releasedAt) : '-', rollbackTo?.version ?? '-']),
    ]),
  );
}

/** `pnpm releases <name>`: its last switches, newest last. */
export async function printHistory(releases: ReleasesService, name: ReleaseName, json: boolean, print: Print): Promise<void> {
  const lines = await releases.history(name, 20);
  if (json) {
    print(JSON.stringify(lines.map((line) => ({ action: line.action, version: line.version, releasedAt: iso(line.releasedAt), reason: line.reason })), null, 2));
    return;
  }
  print(`The last ${lines.length} switches of ${name}:`);
  print(table([['when (UTC)', 'action', 'version', 'reason'], ...lines.map((line) => [iso(line.releasedAt), line.action, line.version, line.reason ?? ''])]));
}

/** `pnpm releases --url <site>`: what a running site's /remotes.json says. */
export async function printSiteManifest(site: string, json: boolean, print: Print): Promise<number> {
  const url = new URL('/remotes.json', site);
  const response = await fetch(url, { cache: 'no-store' }).catch((error: unknown) => {
    throw new Error(`Could not read ${url.href}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}.`);
  const manifest = (await response.json()) as RuntimeManifest;
  if (json) {
    print(JSON.stringify(manifest, null, 2));
    return 0;
  }
  print(`Live on ${site}:`);
  const rows = Object.entries(manifest.remotes).map(([name, live]) => [name, live!.version, live!.releasedAt, live!.entry]);
  print(table([['remote', 'version', 'released (UTC)', 'entry'], ...rows]));
  return 0;
}
