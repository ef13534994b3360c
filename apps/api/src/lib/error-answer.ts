import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * The body every error answer has, as the API clients expect (`message`). An
 * answer the screens should show as a failed command also has the service shape
 * (`success: false`, `systemMessage`).
 */
export interface ErrorAnswer {
  statusCode: number;
  message: string;
  /** Field name → its first message, when the request failed its schema. */
  errors?: Record<string, string>;
  success?: false;
  systemMessage?: string;
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before it tries again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const BODY_LIMIT_BYTES = 64 * 1024;
/** A state-changing API request without a valid XSRF pair (plugins/app/xsrf.ts). */
export const XSRF_MESSAGE = 'Invalid or missing XSRF token';

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
}

// Fastify's own wording for these is about its internals; say what the client did.
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB)`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type says JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_CSRF_MISSING_SECRET: XSRF_MESSAGE,
  FST_CSRF_INVALID_TOKEN: XSRF_MESSAGE,
};

/** JSON Pointer `/firstName` → `firstName` (RFC 6901 escapes undone). */
function fieldOf(instancePath: unknown): string {
  return typeof instancePath === 'string' ? instancePath.slice(1).replaceAll('~1', '/').replaceAll('~0', '~') : '';
}

/**
 * The 400 for input that failed its route schema (Fastify's `error.validation`): each
 * field's first message in `errors` (worded as the contract words it), and the first of
 * them as `message`, which is what a client that reads only `message` shows.
 */
function invalidInputAnswer(validation: unknown): ErrorAnswer {
  const errors: Record<string, string> = {};
  for (const item of Array.isArray(validation) ? (validation as Array<{ instancePath?: unknown; message?: unknown }>) : []) {
    const field = fieldOf(item.instancePath);
    if (!(field in errors)) errors[field] = String(item.message ?? 'is not valid');
  }
  return { message: Object.values(errors)[0] ?? 'Invalid input', statusCode: 400, errors };
}

/**
 * What to answer for an error. Client errors (4xx, schema validation, unreadable bodies)
 * say what was wrong; anything else is a fault of ours and gets a generic message, so no
 * internal detail (SQL, paths, stack) reaches the client.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  const { statusCode, code, message, validation } = (error ?? {}) as ErrorLike;
  const known = typeof code === 'string' ? CLIENT_MESSAGES[code] : undefined;
  const status = typeof statusCode === 'number' ? statusCode : 500;

  if (validation !== undefined) return invalidInputAnswer(validation);
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: UNAVAILABLE_MESSAGE, success: false, systemMessage: UNAVAILABLE_MESSAGE };
  if (known !== undefined) return { statusCode: status, message: known };
  if (error instanceof SyntaxError && status === 400) return { statusCode: 400, message: CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! };
  if (status >= 400 && status < 500) {
    const text = typeof message === 'string' && message !== '' ? message : (STATUS_CODES[status] ?? 'Bad request');
    return { statusCode: status, message: text };
  }
  return { statusCode: status >= 500 && status < 600 ? status : 500, message: 'Internal server error' };
}
