/** The longest value a query parameter of the account calls may have (ids are UUIDs). */
const MAX_PARAM_LENGTH = 200;

export type ParamsCheck<K extends string> = { ok: true; values: Record<K, string> } | { ok: false; message: string };

/**
 * Reads required query parameters as trimmed, non-empty strings given once. A missing,
 * blank, repeated (`?a=1&a=2` arrives as an array) or over-long value is refused with a
 * message naming the parameter, in the order given.
 */
export function requiredParams<K extends string>(query: unknown, names: readonly K[]): ParamsCheck<K> {
  const source = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const values = {} as Record<K, string>;
  for (const name of names) {
    const raw = source[name];
    if (Array.isArray(raw)) return { ok: false, message: `${name} must be given once` };
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') return { ok: false, message: `${name} is required` };
    if (value.length > MAX_PARAM_LENGTH) return { ok: false, message: `${name} must be at most ${MAX_PARAM_LENGTH} characters` };
    values[name] = value;
  }
  return { ok: true, values };
}
