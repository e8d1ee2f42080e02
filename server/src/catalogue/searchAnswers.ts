/**
 * Discovery answers, cached per app by their normalised criteria (what the SQL sees, not how the
 * request spelt it) and the request origin (image URLs are absolute). The cache empties on every
 * catalogue write (see repositories/catalogueVersion.ts), and an answer filtered by availability is
 * kept only until the next instant a course starts or ends.
 */
import type { DiscoveryHit } from '@atrium/contract';
import type { Db } from '../db/open.ts';
import { rememberJsonText } from '../http/serializedJson.ts';
import { catalogueVersion, type CatalogueVersion } from '../repositories/catalogueVersion.ts';
import type { Repositories } from '../repositories/index.ts';
import type { SearchCriteria } from '../repositories/search.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';
import { cachedSearchHits } from './hitCache.ts';

export interface DiscoveryAnswer {
  results: DiscoveryHit[];
  total: number;
}

/** ~500 pages of 12 cards (~21 kB each) fit; the byte bound caps pages of 100. */
const LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };
// One cache per database (its version object is one per connection): apps over one database share it.
const caches = new WeakMap<CatalogueVersion, AnswerCache<DiscoveryAnswer>>();

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();

/** Equal for criteria that select the same page (value order in a facet does not matter to SQL). */
export function searchAnswerKey(criteria: SearchCriteria, broader: string | null, origin: string): string {
  const { facets } = criteria;
  return JSON.stringify([
    origin,
    criteria.match,
    broader,
    sorted(facets.subject),
    sorted(facets.partner),
    sorted(facets.instructor),
    sorted(facets.language),
    sorted(criteria.availability),
    sorted(criteria.kinds),
    criteria.sort,
    criteria.limit,
    criteria.offset,
  ]);
}

/** The answer and its JSON, assembled from the hits' own JSON (the same text JSON.stringify gives). */
function computeAnswer(
  repos: Repositories,
  criteria: SearchCriteria,
  broader: string | null,
  origin: string,
  version: string,
): { value: DiscoveryAnswer; json: string } {
  let found = repos.search.search(criteria);
  // A long text that every-word matching finds at most once: broaden to any of its words.
  if (found.total <= 1 && broader !== null) found = repos.search.search({ ...criteria, match: broader });
  const hits = cachedSearchHits(repos, found.hits, origin, version);
  return {
    value: { results: hits.map((h) => h.hit), total: found.total },
    json: `{"results":[${hits.map((h) => h.json).join(',')}],"total":${JSON.stringify(found.total)}}`,
  };
}

/** The answer for `criteria`, from the cache when nothing it was built from has changed. */
export function discoveryAnswer(
  repos: Repositories,
  criteria: SearchCriteria,
  broader: string | null,
  origin: string,
): DiscoveryAnswer {
  let cache = caches.get(repos.catalogueVersion);
  if (!cache) {
    cache = createAnswerCache<DiscoveryAnswer>(LIMITS);
    caches.set(repos.catalogueVersion, cache);
  }
  const key = searchAnswerKey(criteria, broader, origin);
  const version = repos.catalogueVersion.current();
  return cache.get(key, version, criteria.now, () => {
    const window = criteria.availability.length ? repos.search.clockWindow(criteria.now) : null;
    const { value, json } = computeAnswer(repos, criteria, broader, origin, version);
    // Serialised once here; sendJson sends the remembered bytes on every hit.
    const bytes = rememberJsonText(value, json);
    return { value, bytes, validFrom: window?.from, validUntil: window?.until };
  });
}

/** Hits and misses so far over `db` (for tests). */
export const discoveryCacheStats = (db: Db) => caches.get(catalogueVersion(db))?.stats() ?? null;
