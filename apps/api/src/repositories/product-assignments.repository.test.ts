import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../lib/unique-violation.ts';
import { registerUser, type RegisteredUser } from '../test/accounts-fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDialect } from '../test/test-database.ts';
import { claimAssignment, insertAssignmentOnce, markAssignmentActive, markAssignmentFailed, setWorkspaceIfFree } from './product-assignments.repository.ts';

describe(`product assignments repository (${testDialect()})`, () => {
  let testApp: TestApp;
  let customer: RegisteredUser;
  const newRow = (userId: string, productCode: string) => ({
    id: randomUUID(),
    user_id: userId,
    product_code: productCode,
    plan_code: 'SCEN',
    workspace: null,
    state: 'pending' as const,
    attempts: 0,
    last_error: null,
    lease_expires_at: null,
    created_at: 1,
    updated_at: 1,
    activated_at: null,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    customer = await registerUser(testApp.app);
  });

  afterAll(() => testApp.close());

  it('inserts one row per customer and product, and hands every caller that row', async () => {
    const rows = await Promise.all(Array.from({ length: 8 }, () => insertAssignmentOnce(testApp.app.db, newRow(customer.id, 'CRM'))));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
  });

  it('lets one claim through until the run ends or its lease runs out, and never claims an active row', async () => {
    const db = testApp.app.db;
    const row = await insertAssignmentOnce(db, newRow(customer.id, 'SERVICE'));
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimAssignment(db, row.id, 1_000, 500)));
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
    expect(await claimAssignment(db, row.id, 1_499, 500)).toBeUndefined();
    // The holder died: after the lease, another run may start; it counts the attempt.
    expect(await claimAssignment(db, row.id, 1_500, 500)).toMatchObject({ state: 'pending', attempts: 2, lease_expires_at: 2_000 });
    await markAssignmentFailed(db, row.id, 'down', 1_600);
    expect(await claimAssignment(db, row.id, 1_700, 500)).toMatchObject({ attempts: 3 });
    await markAssignmentActive(db, row.id, 1_800);
    expect(await claimAssignment(db, row.id, 9_999, 500)).toBeUndefined();
    expect(await markAssignmentFailed(db, row.id, 'late failure', 9_999)).toBeUndefined();
  });

  it('gives a workspace name to one assignment only, and keeps the first name it got', async () => {
    const db = testApp.app.db;
    const other = await registerUser(testApp.app);
    const mine = await insertAssignmentOnce(db, newRow(customer.id, 'ACCOUNT'));
    const theirs = await insertAssignmentOnce(db, newRow(other.id, 'ACCOUNT'));
    expect(await setWorkspaceIfFree(db, mine.id, 'shared-name', 2)).toBe(true);
    expect(await setWorkspaceIfFree(db, theirs.id, 'shared-name', 2)).toBe(false);
    expect(await setWorkspaceIfFree(db, mine.id, 'another-name', 2)).toBe(false);
  });

  it('reports a unique violation of either dialect as one', async () => {
    const db = testApp.app.db;
    const a = await insertAssignmentOnce(db, newRow(customer.id, 'X1'));
    await db.updateTable('product_assignments').set({ workspace: 'taken' }).where('id', '=', a.id).execute();
    const b = await insertAssignmentOnce(db, newRow(customer.id, 'X2'));
    const error = await db.updateTable('product_assignments').set({ workspace: 'taken' }).where('id', '=', b.id).execute().catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });
});
