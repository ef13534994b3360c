export interface ShortLivedCacheOptions {
  /** How long a value read from the database is trusted. */
  ttlMs: number;
  /** Entries kept at most; the oldest leave first. */
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  tag: string;
  /** When the value stops being trusted: cachedAt + ttl, or earlier (a session's expiry). */
  until: number;
}

/**
 * Values read from the database on hot paths (every signed-in call), trusted for a short
 * time. This process forgets a value the moment it changes it (forget / forgetTag); a
 * change made by another instance is seen within `ttlMs` (docs/decisions/0016).
 *
 * A forgotten key or tag also stays barred for `ttlMs`: a read that raced the change
 * (begun before its transaction committed) cannot put the old value back.
 */
export class ShortLivedCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  // Map order is insertion order: the oldest entry is the first.
  readonly #entries = new Map<string, Entry<V>>();
  readonly #barredKeys = new Map<string, number>();
  readonly #barredTags = new Map<string, number>();

  constructor({ ttlMs, maxEntries }: ShortLivedCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (now < entry.until) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /**
   * Keeps `value` under `key` (grouped under `tag`, e.g. its user) until now + ttl, or
   * `validUntil` if sooner; not while the key or the tag is barred.
   */
  set(key: string, value: V, now: number, { tag = '', validUntil = Infinity }: { tag?: string; validUntil?: number } = {}): void {
    if (isBarred(this.#barredKeys, key, now) || isBarred(this.#barredTags, tag, now)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, tag, until: Math.min(now + this.#ttlMs, validUntil) });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  forget(key: string, now: number): void {
    this.#entries.delete(key);
    bar(this.#barredKeys, key, now, now + this.#ttlMs, this.#maxEntries);
  }

  forgetTag(tag: string, now: number): void {
    for (const [key, entry] of this.#entries) if (entry.tag === tag) this.#entries.delete(key);
    bar(this.#barredTags, tag, now, now + this.#ttlMs, this.#maxEntries);
  }
}

function isBarred(barred: Map<string, number>, name: string, now: number): boolean {
  const until = barred.get(name);
  if (until === undefined) return false;
  if (now < until) return true;
  barred.delete(name);
  return false;
}

function bar(barred: Map<string, number>, name: string, now: number, until: number, maxEntries: number): void {
  barred.delete(name);
  barred.set(name, until);
  // Bars end in the order they were set: ended ones leave from the front. Past the bound
  // (a flood of sign-outs) the oldest leave early: the race they guard is milliseconds long.
  for (const [oldest, end] of barred) {
    if (end > now && barred.size <= maxEntries) break;
    barred.delete(oldest);
  }
}
