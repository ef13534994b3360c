/**
 * Route options for calls whose JSON answers stay far below @fastify/compress's 1 KB
 * threshold (spec §7 answers: a message, a token, a few products). Compression would
 * never apply, and its per-answer check costs about a tenth of such a call (issue 7).
 */
export const SMALL_JSON = { compress: false } as const;
