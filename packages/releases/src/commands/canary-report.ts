import type { CanaryService } from '../records/canary.service.ts';
import type { ReleasesService } from '../records/releases.service.ts';
import type { ReadReleaseHealth, ReleaseHealth } from '../verdict/release-health.ts';
import { table, type Print } from './text-table.ts';

export interface CanaryReport {
  name: string;
  percent: number;
  startedAt: string;
  stable: ReleaseHealth;
  canary: ReleaseHealth;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

/** Each running canary with how real visits fared on it and on the live release, over the canary's window. */
export async function canaryReports(health: ReadReleaseHealth, releases: ReleasesService, canaries: CanaryService): Promise<CanaryReport[]> {
  const live = (await releases.readLive()).releases;
  return Promise.all(
    (await canaries.list()).map(async (canary) => {
      const stableVersion = live.find((record) => record.name === canary.name)?.version ?? '';
      return {
        name: canary.name,
        percent: canary.percent,
        startedAt: new Date(canary.startedAt).toISOString(),
        stable: await health(canary.name, stableVersion, canary.startedAt),
        canary: await health(canary.name, canary.version, canary.startedAt),
      };
    }),
  );
}

/** `pnpm releases`: the canaries part. */
export function printCanaries(reports: CanaryReport[], print: Print): void {
  if (reports.length === 0) {
    print('No canary running.');
    return;
  }
  print('Canaries (real visits since each canary started):');
  const rows = reports.flatMap(({ name, percent: share, startedAt, stable, canary }) =>
    [
      ['stable', stable, 100 - share],
      ['canary', canary, share],
    ].map(([role, health, shareOf]) => {
      const { version, views, errorRate, loadFailureRate, p75Lcp, p75Inp } = health as ReleaseHealth;
      return [name, role as string, version, `${shareOf as number} %`, String(views), percent(errorRate), percent(loadFailureRate), ms(p75Lcp), ms(p75Inp), startedAt];
    }),
  );
  print(table([['name', 'role', 'version', 'visitors', 'page views', 'error rate', 'load failures', 'p75 LCP', 'p75 INP', 'since (UTC)'], ...rows]));
}
