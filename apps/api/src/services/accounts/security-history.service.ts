import { randomUUID } from 'node:crypto';
import type { SecurityEventKind } from '@wtm/contract';
import type { Executor } from '../../db/schema.ts';
import type { SessionDevice } from '../../lib/device-label.ts';
import { insertSecurityEvent, listSecurityEvents } from '../../repositories/security-events.repository.ts';

/** The history shows 180 days (housekeeping deletes older lines) and at most this many lines. */
export const SECURITY_HISTORY_DAYS = 180;
export const SECURITY_HISTORY_SHOWN = 100;
const DAY = 24 * 3_600_000;

/** A line of the history as its owner sees it (time in epoch ms). */
export interface ListedSecurityEvent {
  kind: SecurityEventKind;
  at: number;
  device: string | null;
  network: string | null;
  detail: string | null;
}

export interface SecurityHistory {
  /** Adds a line, in `executor`'s transaction when given. */
  record(userId: string, kind: SecurityEventKind, device: SessionDevice, detail?: string, executor?: Executor): Promise<void>;
  /** The account's lines of the last 180 days, newest first, at most `limit` (SECURITY_HISTORY_SHOWN). */
  list(userId: string, limit?: number): Promise<ListedSecurityEvent[]>;
}

export function createSecurityHistory({ db, now = Date.now }: { db: Executor; now?: () => number }): SecurityHistory {
  return {
    async record(userId, kind, { device, network }, detail, executor = db) {
      await insertSecurityEvent(executor, { id: randomUUID(), user_id: userId, kind, at: now(), device, network, detail: detail ?? null });
    },
    async list(userId, limit = SECURITY_HISTORY_SHOWN) {
      const rows = await listSecurityEvents(db, userId, now() - SECURITY_HISTORY_DAYS * DAY, limit);
      return rows.map((row) => ({ kind: row.kind as SecurityEventKind, at: Number(row.at), device: row.device, network: row.network, detail: row.detail }));
    },
  };
}
