import type { ColumnType, Kysely } from 'kysely';

// The release store's records (decisions 0028 and 0034): tables of the API's database,
// created by its migrations (apps/api/src/db/migrations), which stand alone. Times are
// integers of milliseconds since the epoch (UTC), as in every table of that database.

type EpochMs = number;
/** A column added to a table that had rows: null by default, so an insert may leave it out. */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The one row (id 1): how many switches of what is live there have been. */
export interface ReleaseStateTable {
  id: number;
  generation: number;
  switched_at: EpochMs;
}

/** One switch: `name` is `shell` or a remote; a rollback makes an earlier version live again. */
export interface ReleaseHistoryTable {
  generation: number;
  name: string;
  version: string;
  action: 'release' | 'rollback' | 'canary' | 'promote' | 'canary-rollback';
  released_at: EpochMs;
  /** Why a canary was promoted or withdrawn (migration 2026_12_02_0003); null for other lines. */
  reason: NullableColumn<string>;
}

/** What is live for each name, replaced by each switch. */
export interface LiveReleasesTable {
  name: string;
  version: string;
  released_at: EpochMs;
  generation: number;
}

/** A release served to a share of visitors beside the live one (migration 2026_12_02_0002). */
export interface CanaryReleasesTable {
  name: string;
  version: string;
  /** Share of visitors, 1–99. */
  percent: number;
  started_at: EpochMs;
  /** The switch generation that started it: picks its visitors, and tells a verdict it is still the same canary. */
  generation: number;
  /** When an instance last claimed it for a verdict (0: never). */
  checked_at: EpochMs;
}

/** The live content version of each section (migration 2026_12_04_0002), replaced by each content switch. */
export interface LiveContentTable {
  section: string;
  version: string;
  released_at: EpochMs;
  generation: number;
}

/** One content switch (migration 2026_12_04_0003): a publish made a version live, a rollback an earlier one again. */
export interface ContentHistoryTable {
  generation: number;
  section: string;
  version: string;
  action: 'release' | 'rollback';
  released_at: EpochMs;
  /** Who switched it: an editor's user id, `first run`, or the rollback command. */
  actor: string;
}

/** A section's content served to a share of visitors beside the live content (migration 2026_12_08_0001). */
export interface ContentCanariesTable {
  section: string;
  version: string;
  /** Share of visitors, 1–99. */
  percent: number;
  started_at: EpochMs;
  /** The switch generation that started it: picks its visitors (with a code canary's rule). */
  generation: number;
  /** Who started it: an editor's user id. */
  started_by: string;
  /** When an instance last claimed it for a verdict (0: never). */
  checked_at: ColumnType<EpochMs, EpochMs | undefined, EpochMs>;
}

/** A content version a canary served, once: its file stays served after the canary ends. */
export interface ContentCanaryVersionsTable {
  section: string;
  version: string;
  started_at: EpochMs;
}

/** The release platform's tables; the API's `Database` extends it. */
export interface ReleaseTables {
  release_state: ReleaseStateTable;
  release_history: ReleaseHistoryTable;
  live_releases: LiveReleasesTable;
  canary_releases: CanaryReleasesTable;
  live_content: LiveContentTable;
  content_history: ContentHistoryTable;
  content_canaries: ContentCanariesTable;
  content_canary_versions: ContentCanaryVersionsTable;
}

/**
 * What the records' queries take: the API's database or a transaction of it (its Kysely
 * is one of these), so the caller decides whether calls share a transaction.
 */
export type ReleaseDb = Kysely<ReleaseTables>;
