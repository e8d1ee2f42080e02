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
/** Totals: one per set of criteria, whatever the sort and page. */
const COUNT_LIMITS = { maxEntries: 5000, maxBytes: 5000 };
// One cache per database (its version object is one per connection): apps over one database share it.
const caches = new WeakMap<
  CatalogueVersion,
  { answers: AnswerCache<DiscoveryAnswer>; totals: AnswerCache<number> }
>();

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();

/** Equal for criteria that select the same items (value order in a facet does not matter to SQL). */
function selectionKey(criteria: SearchCriteria): unknown[] {
  const { facets } = criteria;
  return [
    criteria.match,
    sorted(facets.subject),
    sorted(facets.partner),
    sorted(facets.instructor),
    sorted(facets.language),
    sorted(criteria.availability),
    sorted(criteria.kinds),
  ];
}

/** Equal for criteria that give the same page of the same answer. */
export function searchAnswerKey(criteria: SearchCriteria, broader: string | null, origin: string): string {
  return JSON.stringify([
    origin,
    broader,
    ...selectionKey(criteria),
    criteria.sort,
    criteria.limit,
    criteria.offset,
  ]);
}

type Caches = NonNullable<ReturnType<(typeof caches)['get']>>;

interface Validity {
  validFrom?: string | null;
  validUntil?: string | null;
}

/** Availability answers hold between two course starts or ends (see repositories/search.ts). */
function windowOf(repos: Repositories, criteria: SearchCriteria): Validity {
  const window = criteria.availability.length ? repos.search.clockWindow(criteria.now) : null;
  return { validFrom: window?.from, validUntil: window?.until };
}

/** The answer and its JSON, assembled from the hits' own JSON (the same text JSON.stringify gives). */
function computeAnswer(
  repos: Repositories,
  { totals }: Caches,
  criteria: SearchCriteria,
  broader: string | null,
  origin: string,
  version: string,
  validity: () => Validity,
): { value: DiscoveryAnswer; json: string } {
  // The broadened criteria differ only in their text: same clock, same validity.
  const totalOf = (c: SearchCriteria) =>
    totals.get(JSON.stringify(selectionKey(c)), version, c.now, () => ({
      value: repos.search.count(c),
      bytes: 1,
      ...validity(),
    }));
  let selected = criteria;
  let total = totalOf(selected);
  // A long text that every-word matching finds at most once: broaden to any of its words.
  if (total <= 1 && broader !== null) {
    selected = { ...criteria, match: broader };
    total = totalOf(selected);
  }
  const hits = cachedSearchHits(repos, repos.search.page(selected), origin, version);
  return {
    value: { results: hits.map((h) => h.hit), total },
    json: `{"results":[${hits.map((h) => h.json).join(',')}],"total":${JSON.stringify(total)}}`,
  };
}

/** The answer for `criteria`, from the cache when nothing it was built from has changed. */
export function discoveryAnswer(
  repos: Repositories,
  criteria: SearchCriteria,
  broader: string | null,
  origin: string,
): DiscoveryAnswer {
  let mine = caches.get(repos.catalogueVersion);
  if (!mine) {
    mine = {
      answers: createAnswerCache<DiscoveryAnswer>(LIMITS),
      totals: createAnswerCache<number>(COUNT_LIMITS),
    };
    caches.set(repos.catalogueVersion, mine);
  }
  const key = searchAnswerKey(criteria, broader, origin);
  const version = repos.catalogueVersion.current();
  const own = mine;
  return mine.answers.get(key, version, criteria.now, () => {
    let window: Validity | undefined;
    const validity = () => (window ??= windowOf(repos, criteria));
    const { value, json } = computeAnswer(repos, own, criteria, broader, origin, version, validity);
    // Serialised once here; sendJson sends the remembered bytes on every hit.
    const bytes = rememberJsonText(value, json);
    return { value, bytes, ...validity() };
  });
}

/** Hits and misses so far over `db` (for tests). */
export const discoveryCacheStats = (db: Db) => caches.get(catalogueVersion(db))?.answers.stats() ?? null;
