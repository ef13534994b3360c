import type { TelemetryBatch } from '@wtm/contract';
import type { Executor, TelemetryEventsTable } from '../../db/schema.ts';
import { deleteTelemetryBefore, insertTelemetryEvents } from '../../repositories/telemetry.repository.ts';

/** Field data is kept 30 days (docs/decisions/0034), long enough to compare releases. */
export const TELEMETRY_RETENTION_MS = 30 * 24 * 3_600_000;

// A failure's message may quote a URL or an address a visitor typed: both go.
const emailLike = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
const queryOrFragment = /([a-z][\w+.-]*:\/\/[^\s?#"'<>]*|\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;

/** A failure's message without e-mail addresses or URL query strings. */
export function scrubMessage(message: string): string {
  return message.replace(emailLike, '[e-mail]').replace(queryOrFragment, '$1');
}

/** The rows of one beacon, as stored: nothing about who sent it. */
export function telemetryRows(batch: TelemetryBatch, receivedAt: number): TelemetryEventsTable[] {
  return batch.events.map((event) => ({
    received_at: receivedAt,
    view_id: event.view,
    kind: event.kind,
    path: event.path,
    owner: event.owner,
    owner_version: event.owner === 'shell' ? null : event.ownerVersion,
    shell_version: batch.shellVersion,
    value: event.value,
    message: scrubMessage(event.message),
  }));
}

export async function recordTelemetry(db: Executor, batch: TelemetryBatch, now: number = Date.now()): Promise<number> {
  const rows = telemetryRows(batch, now);
  await insertTelemetryEvents(db, rows);
  return rows.length;
}

/** Housekeeping: deletes field data older than the retention. */
export function deleteOldTelemetry(db: Executor, now: number): Promise<number> {
  return deleteTelemetryBefore(db, now - TELEMETRY_RETENTION_MS);
}
