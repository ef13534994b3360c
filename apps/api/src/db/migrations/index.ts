import type { Migration } from 'kysely/migration';

/**
 * Every migration of the schema, in order. Names are `YYYY_MM_DD_NNNN_what` so they sort
 * by date; a migration file imports nothing from the app (only kysely), because it must
 * keep meaning the same thing after the app's code has moved on.
 *
 * The foundation has none: it owns no tables. A feature adds one like this:
 *
 *   import { migration as usersAndSessions } from './2026_11_22_0001_users_and_sessions.ts';
 *   export const migrations: Record<string, Migration> = {
 *     '2026_11_22_0001_users_and_sessions': usersAndSessions,
 *   };
 *
 * Never edit or rename a migration that has shipped; add a new one.
 */
export const migrations: Record<string, Migration> = {};
