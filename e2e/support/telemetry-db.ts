// Reads what a release site (release-site.ts) stored of its visitors' telemetry, straight
// from its SQLite database, as the verdict job and the admin page read it. The rows'
// types are the API's schema (a type-only import, which the boundary lint allows).
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ReleaseHistoryTable, TelemetryEventsTable } from '../../apps/api/src/db/schema.ts';
import type { ReleaseSite } from './release-site.ts';

/** A row of telemetry_events, as the API's schema declares it (every column is a plain value). */
export type TelemetryRow = TelemetryEventsTable;

/** Every telemetry row the site stored, oldest first. */
export function telemetryRows(site: ReleaseSite): TelemetryRow[] {
  const db = new DatabaseSync(path.join(site.dataDir, 'portal.sqlite'), { readOnly: true });
  try {
    return db.prepare('select * from telemetry_events order by received_at, kind').all() as unknown as TelemetryRow[];
  } finally {
    db.close();
  }
}

/** Waits until `done` holds for the stored rows (beacons arrive after the page is left); returns them. */
export async function waitForTelemetry(site: ReleaseSite, done: (rows: TelemetryRow[]) => boolean, timeoutMs = 10_000): Promise<TelemetryRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = telemetryRows(site);
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`The telemetry stored did not arrive within ${timeoutMs} ms; stored: ${JSON.stringify(rows.map((row) => [row.kind, row.owner, row.path]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface HistoryLine {
  action: ReleaseHistoryTable['action'];
  version: ReleaseHistoryTable['version'];
  reason: string | null;
}

/** The release history of `name` in the site's database, oldest first. */
export function releaseHistory(site: ReleaseSite, name: string): HistoryLine[] {
  const db = new DatabaseSync(path.join(site.dataDir, 'portal.sqlite'), { readOnly: true });
  try {
    return db.prepare('select action, version, reason from release_history where name = ? order by generation').all(name) as unknown as HistoryLine[];
  } finally {
    db.close();
  }
}
