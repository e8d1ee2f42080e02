/**
 * Search hits (course and program cards) kept with their JSON as UTF-8 bytes, so that a page of
 * results the answer cache has not seen is assembled from cards already built and encoded: only the
 * cards missing are loaded (in one batch, as before) and serialised. Same invalidation as the
 * answers: any catalogue write empties it.
 */
import type { DiscoveryHit } from '@atrium/contract';
import type { CatalogueVersion } from '../repositories/catalogueVersion.ts';
import type { Repositories } from '../repositories/index.ts';
import type { SearchHitRow } from '../repositories/search.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';
import { loadSearchHitsByRow } from './searchHits.ts';

export interface CachedHit {
  hit: DiscoveryHit;
  /** JSON.stringify(hit), encoded. */
  json: Buffer;
}

/**
 * ~1.7 kB of JSON a card: every card of a 10 000-course catalogue fits (~17 MB, ~60 MB with the
 * objects), so that searches asking for any of them assemble their page from cards already built.
 */
const LIMITS = { maxEntries: 12_000, maxBytes: 24 * 1024 * 1024 };
const caches = new WeakMap<CatalogueVersion, AnswerCache<CachedHit>>();

/** Cards do not depend on the clock: a fixed `now` for the cache's validity windows. */
const TIMELESS = '';

export function cachedSearchHits(
  repos: Repositories,
  rows: readonly SearchHitRow[],
  origin: string,
  version: string,
): CachedHit[] {
  let cache = caches.get(repos.catalogueVersion);
  if (!cache) {
    cache = createAnswerCache<CachedHit>(LIMITS);
    caches.set(repos.catalogueVersion, cache);
  }
  const keyOf = (row: SearchHitRow) => `${origin} ${row.kind}:${row.ref_id}`;
  const found = rows.map((row) => cache.peek(keyOf(row), version, TIMELESS));
  const missing = rows.filter((_row, i) => found[i] === undefined);
  if (missing.length > 0) {
    const loaded = loadSearchHitsByRow(repos, missing, origin);
    let next = 0;
    for (let i = 0; i < rows.length; i += 1) {
      if (found[i] !== undefined) continue;
      const hit = loaded[next];
      const row = missing[next];
      next += 1;
      if (!hit || !row) continue;
      const entry = { hit, json: Buffer.from(JSON.stringify(hit)) };
      cache.put(keyOf(row), { value: entry, bytes: entry.json.length });
      found[i] = entry;
    }
  }
  return found.filter((entry): entry is CachedHit => entry !== undefined);
}
