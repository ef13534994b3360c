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
  action: 'save-draft' | 'publish' | 'publish-refused' | 'rollback' | 'preview';
  section: string;
  entry: string | null;
  before: string | null;
  after: string | null;
}
