/**
 * True for an error that says the database cannot be reached or cannot take the query
 * now (it is down, restarting, out of connections, or locked by another writer), as
 * opposed to a query that is wrong. Such a request may succeed if tried again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isPostgresUnavailable(code))) return true;
  // node:sqlite: SQLITE_BUSY (5) and SQLITE_LOCKED (6) past busy_timeout, SQLITE_CANTOPEN (14).
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && SQLITE_UNAVAILABLE.has(errcode & 0xff)) return true;
  // pg's own messages when a connection ends or cannot be had in time.
  return typeof message === 'string' && PG_CLIENT_MESSAGES.some((text) => message.includes(text));
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
const SQLITE_UNAVAILABLE = new Set([5, 6, 14]);
const PG_CLIENT_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error'];

// SQLSTATE class 08 (connection exception), 53300 (too many connections), 57P01-57P03
// (the server is shutting down, crashed or starting).
function isPostgresUnavailable(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '53300' || /^57P0[1-3]$/.test(code);
}
