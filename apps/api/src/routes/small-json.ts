/**
 * Route options for calls that take and give small JSON (spec §7: a message, a token, a
 * few products). Their answers stay far below @fastify/compress's 1 KB threshold, so
 * compression would never apply; their bodies are a few fields a browser never
 * compresses, so a compressed body is refused like any other body that is not JSON.
 * @fastify/compress's per-request checks cost such a call about a tenth (the answer's)
 * and 3 % (the body's, on myProduct) (issue 7); and without decompression no small
 * request can inflate into a big one.
 */
export const SMALL_JSON = { compress: false, decompress: false } as const;
