import type { Kysely } from 'kysely';

/**
 * The Kysely view of the schema: one property per table, mirroring the SQL names
 * exactly (snake_case columns; repositories map rows to domain objects).
 *
 * It is empty on purpose: the foundation owns no tables (its health check needs only
 * `select 1`). Each feature adds its table interfaces here in the same change as the
 * migration that creates them, for example:
 *
 *   export interface UsersTable { id: Generated<number>; email: string; ... }
 *   export interface Database { users: UsersTable }
 */
export interface Database {}

/**
 * What a repository takes as its first argument: the app's db or a transaction (a
 * Transaction is a Kysely), so the caller decides whether calls share a transaction.
 */
export type Executor = Kysely<Database>;
