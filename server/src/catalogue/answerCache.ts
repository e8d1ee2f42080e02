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

  return {
    /** The answer for `key` at `version` and time `now`, computing and keeping it when needed. */
    get(key: string, currentVersion: string, now: string, compute: () => CachedAnswer<T>): T {
      sync(currentVersion);
      const found = entries.get(key);
      if (
        found &&
        (found.validFrom == null || found.validFrom <= now) &&
        (found.validUntil == null || now < found.validUntil)
      ) {
        hits += 1;
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      misses += 1;
      if (found) forget(key, found);
      const fresh = compute();
      if (fresh.bytes > maxBytes) return fresh.value;
      entries.set(key, fresh);
      bytes += fresh.bytes;
      for (const [oldKey, old] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldKey, old);
      }
      return fresh.value;
    },
    stats: (): AnswerCacheStats => ({ hits, misses, entries: entries.size, bytes }),
  };
}
export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>;
