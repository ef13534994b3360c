import type { EpochMs } from './columns.ts';

// The editors' tables (docs/decisions/0044); the live content and its history are the
// release platform's (ReleaseTables: live_content, content_history).

/** One draft per entry of a section: the value as JSON text, raised `revision` per save. */
export interface ContentDraftsTable {
  section: string;
  entry: string;
  value: string;
  revision: number;
  /** The editor's user id. */
  updated_by: string;
  updated_at: EpochMs;
}

/** One editor's action: who, what, when, the value before and after (JSON text, null where there was none). */
export interface ContentAuditTable {
  id: string;
  at: EpochMs;
  actor_id: string;
  actor_email: string;
  action: 'save-draft' | 'publish' | 'publish-refused' | 'rollback' | 'preview' | 'schedule' | 'schedule-cancelled' | 'scheduled-publish' | 'scheduled-publish-refused' | 'canary' | 'canary-refused' | 'canary-promote' | 'canary-withdraw' | 'upload-picture';
  section: string;
  entry: string | null;
  before: string | null;
  after: string | null;
}

/** A content release to carry out at `run_at`: pending, then running (claimed by one instance), then done, refused or cancelled. */
export interface ContentSchedulesTable {
  id: string;
  section: string;
  /** JSON text: `{ [entry]: { value, revision } }`, the drafts as they were when it was scheduled. */
  entries: string;
  run_at: EpochMs;
  created_by: string;
  created_by_email: string;
  created_at: EpochMs;
  state: 'pending' | 'running' | 'done' | 'refused' | 'cancelled';
  claimed_at: EpochMs | null;
  finished_at: EpochMs | null;
  /** What happened: the version published (and how late), or the reason it was refused. */
  outcome: string | null;
}
