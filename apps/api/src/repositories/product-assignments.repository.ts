import { sql, type Insertable, type Selectable } from 'kysely';
import type { EpochMs, Executor, ProductAssignmentsTable } from '../db/schema.ts';

// Queries on product_assignments only: no rules, no HTTP (decision 0012).

export type ProductAssignmentRow = Selectable<ProductAssignmentsTable>;
export type NewProductAssignmentRow = Insertable<ProductAssignmentsTable>;

/**
 * Inserts the assignment unless the user already has one for that product (INSERT ... ON
 * CONFLICT DO NOTHING on the unique pair, both dialects); returns the row either way, so
 * parallel callers all see the one row.
 */
export async function insertAssignmentOnce(db: Executor, row: NewProductAssignmentRow): Promise<ProductAssignmentRow> {
  await db
    .insertInto('product_assignments')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'product_code']).doNothing())
    .execute();
  return db
    .selectFrom('product_assignments')
    .selectAll()
    .where('user_id', '=', row.user_id)
    .where('product_code', '=', row.product_code)
    .executeTakeFirstOrThrow();
}

export function findAssignment(db: Executor, userId: string, productCode: string): Promise<ProductAssignmentRow | undefined> {
  return db.selectFrom('product_assignments').selectAll().where('user_id', '=', userId).where('product_code', '=', productCode).executeTakeFirst();
}

export function findAssignmentById(db: Executor, id: string): Promise<ProductAssignmentRow | undefined> {
  return db.selectFrom('product_assignments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAssignments(db: Executor, userId: string): Promise<ProductAssignmentRow[]> {
  return db.selectFrom('product_assignments').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/**
 * Claims a provisioning run: only a row that is not active and not leased by a run in
 * progress (or whose lease ran out) is taken, in one conditional UPDATE, so exactly one
 * caller on any instance gets it. The claim counts the attempt and clears the error.
 */
export function claimAssignment(db: Executor, id: string, now: EpochMs, leaseMs: number): Promise<ProductAssignmentRow | undefined> {
  return db
    .updateTable('product_assignments')
    .set({ state: 'pending', attempts: sql<number>`attempts + 1`, lease_expires_at: now + leaseMs, updated_at: now })
    .where('id', '=', id)
    .where('state', '<>', 'active')
    .where((where) => where.or([where('lease_expires_at', 'is', null), where('lease_expires_at', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives the assignment `workspace` unless it has one or another assignment took the name.
 * True when this call set it. A race for the same name between two customers ends in the
 * unique constraint; the caller treats that like a taken name.
 */
export async function setWorkspaceIfFree(db: Executor, id: string, workspace: string, now: EpochMs): Promise<boolean> {
  const result = await db
    .updateTable('product_assignments')
    .set({ workspace, updated_at: now })
    .where('id', '=', id)
    .where('workspace', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('product_assignments as taken').select('taken.id').where('taken.workspace', '=', workspace))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function markAssignmentActive(db: Executor, id: string, now: EpochMs): Promise<ProductAssignmentRow | undefined> {
  return db
    .updateTable('product_assignments')
    .set({ state: 'active', last_error: null, lease_expires_at: null, activated_at: now, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function markAssignmentFailed(db: Executor, id: string, error: string, now: EpochMs): Promise<ProductAssignmentRow | undefined> {
  return db
    .updateTable('product_assignments')
    .set({ state: 'failed', last_error: error, lease_expires_at: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '<>', 'active')
    .returningAll()
    .executeTakeFirst();
}

/** What Account Home shows of one account: its confirmation, its product choice, and its products' states. */
export interface AccountProducts {
  email_verified_at: EpochMs | null;
  trial_product: string | null;
  trial_plan: string | null;
  assignments: Pick<ProductAssignmentRow, 'product_code' | 'state' | 'pricing_plan' | 'trial_ends_at'>[];
}

/**
 * The account and its assignments in one query (a left join: an account without any has
 * one row of nulls); undefined when there is no such account.
 */
export async function readAccountProducts(db: Executor, userId: string): Promise<AccountProducts | undefined> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('product_assignments as assignment', 'assignment.user_id', 'users.id')
    .select([
      'users.email_verified_at',
      'users.trial_product',
      'users.trial_plan',
      'assignment.product_code',
      'assignment.state',
      'assignment.pricing_plan',
      'assignment.trial_ends_at',
    ])
    .where('users.id', '=', userId)
    .execute();
  const [first] = rows;
  if (first === undefined) return undefined;
  const assignments = rows.flatMap(({ product_code, state, pricing_plan, trial_ends_at }) =>
    product_code === null || state === null ? [] : [{ product_code, state, pricing_plan, trial_ends_at }],
  );
  return { email_verified_at: first.email_verified_at, trial_product: first.trial_product, trial_plan: first.trial_plan, assignments };
}
