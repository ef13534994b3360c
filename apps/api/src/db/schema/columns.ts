import type { ColumnType } from 'kysely';

/**
 * Every point in time is an integer of milliseconds since the epoch (UTC), on both
 * dialects: comparisons such as `expires_at > now` then mean the same thing in SQLite
 * and PostgreSQL, with no time zone or date parsing in between.
 */
export type EpochMs = number;

/**
 * A nullable column that an insert may leave out (it defaults to null): the columns added
 * to tables that already had rows.
 */
export type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;
