/**
 * True for a unique-constraint violation from either dialect: PostgreSQL's SQLSTATE
 * 23505, or node:sqlite's SQLITE_CONSTRAINT_UNIQUE (extended code 2067).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === '23505' || errcode === 2067) return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
