/** Query keys: one hash per key whatever the order of an object's properties, and prefix matching. */

export type QueryKey = readonly unknown[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The key as JSON, plain objects with their properties sorted: `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );
}

/**
 * Whether `key` falls under `filter`: an array filter is a prefix of the key, an object filter a
 * subset of its properties, anything else equal.
 */
export function keyMatches(key: unknown, filter: unknown): boolean {
  if (key === filter) return true;
  if (typeof filter !== 'object' || filter === null || typeof key !== 'object' || key === null) {
    return false;
  }
  if (Array.isArray(filter)) {
    return Array.isArray(key) && filter.every((part, index) => keyMatches(key[index], part));
  }
  return Object.entries(filter).every(([name, part]) =>
    keyMatches((key as Record<string, unknown>)[name], part),
  );
}

/**
 * `next` with every part deeply equal to `previous` replaced by `previous`'s own, so that an answer
 * that did not change keeps its identity (and what depends on it does not run again).
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const names = Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = names.length === Object.keys(before).length;
  for (const name of names) {
    const shared = shareEqual(before[name], after[name]);
    copy[name] = shared;
    if (shared !== before[name] || !(name in before)) same = false;
  }
  return (same ? previous : copy) as T;
}
