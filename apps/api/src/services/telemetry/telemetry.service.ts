import { createHash } from 'node:crypto';
import type { TelemetryBatch } from '@wtm/contract';
import type { Executor, TelemetryEventsTable } from '../../db/schema.ts';
import { countReceived, receivedIn, reserveKept } from '../../repositories/telemetry-minutes.repository.ts';
import { insertTelemetryEvents } from '../../repositories/telemetry.repository.ts';

// A failure's message may quote a URL or an address a visitor typed: both go.
const emailLike = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
const queryOrFragment = /([a-z][\w+.-]*:\/\/[^\s?#"'<>]*|\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;

/** A failure's message without e-mail addresses or URL query strings. */
export function scrubMessage(message: string): string {
  return message.replace(emailLike, '[e-mail]').replace(queryOrFragment, '$1');
}

/** The path stored for every path that is no page of the site: it cannot be one (no leading slash). */
export const OTHER_PATH = 'other';

/** The page of the site a reported path is (its own path or its route pattern), or undefined. */
export type KnownPath = (path: string) => string | undefined;

/**
 * The rows of one beacon, as stored: nothing about who sent it, and only paths the site
 * knows (any other is OTHER_PATH), so invented paths cannot multiply the hourly roll-ups.
 */
export function telemetryRows(batch: TelemetryBatch, receivedAt: number, knownPath: KnownPath): TelemetryEventsTable[] {
  return batch.events.map((event) => ({
    received_at: receivedAt,
    view_id: event.view,
    kind: event.kind,
    path: knownPath(event.path) ?? OTHER_PATH,
    owner: event.owner,
    owner_version: event.owner === 'shell' ? null : event.ownerVersion,
    content_version: event.owner === 'shell' ? null : (event.contentVersion ?? null),
    shell_version: batch.shellVersion,
    value: event.value,
    message: scrubMessage(event.message),
  }));
}

/** A uniform draw in [0, 1) fixed by the page view's id: every event of one view is kept or dropped together. */
export function viewDraw(viewId: string): number {
  return createHash('sha256').update(viewId).digest().readUIntBE(0, 6) / 2 ** 48;
}

/** The sampling rate of a minute: everything while the minute before stayed within the budget. */
export const samplingRate = (eventsPerMinute: number, receivedMinuteBefore: number) => Math.min(1, eventsPerMinute / Math.max(1, receivedMinuteBefore));

/**
 * Stores one beacon within the site-wide ingest budget, counted per minute in
 * telemetry_minutes by every instance. Past the budget, a minute keeps each page view
 * with probability budget ÷ (events received the minute before), and each kept row
 * carries the inverse as its weight, so weighted figures stay unbiased; never more than
 * the budget's rows are kept in a minute (a beacon that does not fit is dropped whole).
 * Returns the rows stored.
 */
export async function recordTelemetry(db: Executor, batch: TelemetryBatch, { eventsPerMinute, knownPath, now = Date.now() }: { eventsPerMinute: number; knownPath: KnownPath; now?: number }): Promise<number> {
  const rows = telemetryRows(batch, now, knownPath);
  if (rows.length === 0) return 0;
  const minute = Math.floor(now / 60_000);
  const rate = samplingRate(eventsPerMinute, await receivedIn(db, minute - 1));
  await countReceived(db, minute, rows.length);
  const kept = rate >= 1 ? rows : rows.filter((row) => viewDraw(row.view_id) < rate).map((row) => ({ ...row, weight: 1 / rate }));
  if (kept.length === 0 || !(await reserveKept(db, minute, kept.length, eventsPerMinute))) return 0;
  await insertTelemetryEvents(db, kept);
  return kept.length;
}
