/**
 * Discovery answers, cached per app by their normalised criteria (what the search sees, not how the
 * request spelt it) and the request origin (image URLs are absolute). The cache empties on every
 * catalogue write (see repositories/catalogueVersion.ts), and an answer is kept only until the next
 * instant a course starts or ends (its availability counts change there).
 */
import type { DiscoveryFacets, DiscoveryHit } from '@atrium/contract';
import type { Db } from '../db/open.ts';
import { rememberJsonBytes } from '../http/serializedJson.ts';
import { catalogueVersion, type CatalogueVersion } from '../repositories/catalogueVersion.ts';
import type { Repositories } from '../repositories/index.ts';
import type { SearchCriteria } from '../repositories/search.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';
import { cachedSearchHits } from './hitCache.ts';
import { runSearch } from './searchEngine.ts';

export interface DiscoveryAnswer {
  results: DiscoveryHit[];
  total: number;
  facets: DiscoveryFacets;
}

/** ~500 pages of 12 cards (~24 kB each with facets) fit; the byte bound caps pages of 100. */
const LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };
// One cache per database (its version object is one per connection): apps over one database share it.
const caches = new WeakMap<CatalogueVersion, AnswerCache<DiscoveryAnswer>>();

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();

/** Equal for criteria that give the same page of the same answer (value order does not matter). */
export function searchAnswerKey(criteria: SearchCriteria, broader: string | null, origin: string): string {
  const { facets } = criteria;
  return JSON.stringify([
    origin,
    broader,
    criteria.match,
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

const RESULTS_START = Buffer.from('{"results":[');
const COMMA = Buffer.from(',');

/**
 * The answer and its JSON, assembled from the hits' own encoded JSON (the same bytes JSON.stringify
 * and encoding the whole answer would give, without serialising or encoding the cards again).
 */
function computeAnswer(
  repos: Repositories,
  criteria: SearchCriteria,
  broader: string | null,
  origin: string,
  version: string,
) {
  let outcome = runSearch(repos, criteria);
  // A long text that every-word matching finds at most once: broaden to any of its words.
  if (outcome.total <= 1 && broader !== null) outcome = runSearch(repos, { ...criteria, match: broader });
  const { total, facets, facetsJson } = outcome;
  const hits = cachedSearchHits(repos, outcome.rows, origin, version);
  return {
    value: { results: hits.map((h) => h.hit), total, facets },
    json: Buffer.concat([
      RESULTS_START,
      ...hits.flatMap((h, i) => (i === 0 ? [h.json] : [COMMA, h.json])),
      Buffer.from(`],"total":${JSON.stringify(total)},"facets":${facetsJson}}`),
    ]),
    validFrom: outcome.validFrom,
    validUntil: outcome.validUntil,
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
    const { value, json, validFrom, validUntil } = computeAnswer(repos, criteria, broader, origin, version);
    // Serialised once here; sendJson sends the remembered bytes on every hit.
    return { value, bytes: rememberJsonBytes(value, json), validFrom, validUntil };
  });
}

/** Hits and misses so far over `db` (for tests). */
export const discoveryCacheStats = (db: Db) => caches.get(catalogueVersion(db))?.stats() ?? null;
