/**
 * Rendered public pages, kept briefly per address and language (docs/decisions/server-rendering.md):
 * a course's page changes when its team edits it, and a minute-old copy costs no one anything, while a
 * crawler's or a shared link's burst of visits then costs the platform one render. Bounded in entries,
 * the oldest going first; a render under way is shared by every request that asks for it meanwhile.
 */

export interface RenderCache<T> {
  /** The kept value for `key`, else the one `make` gives (made once however many ask at the same time). */
  get(key: string, make: () => Promise<{ value: T; keep: boolean }>): Promise<T>;
}

export function createRenderCache<T>({
  seconds,
  maxEntries,
  now = Date.now,
}: {
  seconds: number;
  maxEntries: number;
  now?: () => number;
}): RenderCache<T> {
  const kept = new Map<string, { value: T; until: number }>();
  const underWay = new Map<string, Promise<T>>();
  return {
    async get(key, make) {
      const entry = kept.get(key);
      if (entry && entry.until > now()) return entry.value;
      if (entry) kept.delete(key);
      const running = underWay.get(key);
      if (running) return running;
      const made = make().then(({ value, keep }) => {
        if (keep && seconds > 0) {
          kept.set(key, { value, until: now() + seconds * 1000 });
          // Map keeps insertion order: the first key is the oldest.
          while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
        }
        return value;
      });
      underWay.set(key, made);
      try {
        return await made;
      } finally {
        underWay.delete(key);
      }
    },
  };
}
