/**
 * A bounded least-recently-used cache of answers, emptied whenever the catalogue version changes.
 * An entry may also carry a validity window on the clock (`[from, until)` as ISO strings): answers
 * that depend on "now" (availability facets) are valid only until the next course start or end.
 */
export interface CachedAnswer<T> {
  value: T;
  /** Rough size, for the byte bound (the JSON length is a fair measure). */
  bytes: number;
  validFrom?: string | null;
  validUntil?: string | null;
}

export interface AnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export function createAnswerCache<T>({ maxEntries, maxBytes }: AnswerCacheOptions) {
  const entries = new Map<string, CachedAnswer<T>>();
  let version: string | null = null;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function forget(key: string, entry: CachedAnswer<T>) {
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Empties the cache when the data it was filled from has changed since. */
  function sync(current: string) {
    if (current === version) return;
    entries.clear();
    bytes = 0;
    version = current;
  }

  /** The kept answer for `key`, when it is still valid at `version` and time `now`. */
  function peek(key: string, currentVersion: string, now: string): T | undefined {
    sync(currentVersion);
    const found = entries.get(key);
    if (!found) return undefined;
    if (
      (found.validFrom != null && now < found.validFrom) ||
      (found.validUntil != null && now >= found.validUntil)
    ) {
      forget(key, found);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, found);
    return found.value;
  }

  /** Keeps an answer computed at the version last given to `peek`, evicting the least recently used. */
  function put(key: string, fresh: CachedAnswer<T>): void {
    if (fresh.bytes > maxBytes) return;
    const old = entries.get(key);
    if (old) forget(key, old);
    entries.set(key, fresh);
    bytes += fresh.bytes;
    for (const [oldKey, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldKey, entry);
    }
  }

  return {
    peek,
    put,
    /** The answer for `key` at `version` and time `now`, computing and keeping it when needed. */
    get(key: string, currentVersion: string, now: string, compute: () => CachedAnswer<T>): T {
      const found = peek(key, currentVersion, now);
      if (found !== undefined) {
        hits += 1;
        return found;
      }
      misses += 1;
      const fresh = compute();
      put(key, fresh);
      return fresh.value;
    },
    stats: (): AnswerCacheStats => ({ hits, misses, entries: entries.size, bytes }),
  };
}
export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>;
