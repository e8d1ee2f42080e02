/**
 * Runs one discovery search over the in-memory item index (itemIndex.ts), built on the first search
 * (so that a server starts without reading every item) and again after a write to the search tables;
 * an enrollment, which moves only popularity, has the popularity order read again. The candidates of
 * a search are:
 * - with a text: the items FTS5 matches (with bm25 scores when sorted by relevance);
 * - without, filtered by a facet: the items having one of its values (the smallest such facet), and
 *   that facet's own counts from the items of a second filtered facet, or from the next case;
 * - without either: every item, counted once per availability and learning-type filter until a
 *   course starts or ends.
 * One pass over the candidates then gives the hits and the facet counts (facetTally.ts), and the
 * page comes from the sort's precomputed order (pageOfHits.ts).
 */
import type { DiscoveryFacets } from '@atrium/contract';
import type { CatalogueVersion, WatchedTable } from '../repositories/catalogueVersion.ts';
import type { Repositories } from '../repositories/index.ts';
import type { SearchCriteria, SearchHitRow } from '../repositories/search.ts';
import {
  clearTally,
  COLUMN_FACETS,
  copyTallies,
  createScratch,
  hasFilters,
  INSTRUCTOR,
  LANGUAGE,
  PARTNER,
  SUBJECT,
  tallyFacet,
  tallySearch,
  type ColumnFilter,
  type Filters,
  type Selection,
  type Tallies,
  type TallyResult,
  type TallyScratch,
} from './facetTally.ts';
import { facetTerms, type EncodedFacetCounts, type TermLabels } from './facetTerms.ts';
import {
  availabilityAt,
  AVAILABILITY_BITS,
  buildItemIndex,
  KIND_BIT,
  parseIds,
  refreshPopularity,
  type AvailabilityAt,
  type FacetColumn,
  type ItemIndex,
} from './itemIndex.ts';
import { createMarks, nextGeneration, pageByScore, pageInOrder, type Marks } from './pageOfHits.ts';

/** What searches without text or facet filters find, for one availability and learning-type filter. */
interface BaseTally {
  tallies: Tallies;
  hits: Uint32Array;
}

interface Engine {
  /** The writes the index was read after: to its tables, and to popularity alone. */
  version: string;
  popularity: string;
  index: ItemIndex;
  scratch: TallyScratch;
  /** The ids a text matches, read into it by every search (an id per item at most). */
  matched: Uint32Array;
  /** bm25 scores by item id, written for the hits of a ranked search with filters. */
  scoreOf: Float64Array;
  marks: Marks;
  availability: AvailabilityAt | null;
  /** By availability bits × 4 + learning-type bits; emptied with the availability window. */
  bases: Map<number, BaseTally>;
}

// One per database (its version object is one per connection), like the answer caches.
const engines = new WeakMap<CatalogueVersion, Engine>();

const INDEXED: readonly WatchedTable[] = ['search_items', 'search_facets'];
const POPULARITY: readonly WatchedTable[] = ['search_items.popularity'];

function engineFor(repos: Repositories): Engine {
  const version = repos.catalogueVersion.of(INDEXED);
  const popularity = repos.catalogueVersion.of(POPULARITY);
  const kept = engines.get(repos.catalogueVersion);
  if (kept?.version === version) {
    if (kept.popularity !== popularity) {
      refreshPopularity(kept.index, repos.search);
      kept.popularity = popularity;
    }
    return kept;
  }
  const index = buildItemIndex(repos.search);
  const engine: Engine = {
    version,
    popularity,
    index,
    scratch: createScratch(index),
    matched: new Uint32Array(index.size),
    scoreOf: new Float64Array(index.size),
    marks: createMarks(index.size),
    availability: null,
    bases: new Map(),
  };
  engines.set(repos.catalogueVersion, engine);
  return engine;
}

/** Whether some course is titled exactly `name` (from the index, without a query). */
export const namesACourse = (repos: Repositories, name: string): boolean =>
  engineFor(repos).index.courseTitles.has(name);

/** Availability bits at `now`, kept until `now` leaves the window they hold for. */
function availabilityFor(engine: Engine, now: number): AvailabilityAt {
  const kept = engine.availability;
  if (kept && now >= kept.from && now < kept.until) return kept;
  engine.availability = availabilityAt(engine.index, now);
  engine.bases.clear();
  return engine.availability;
}

function baseFor(engine: Engine, filters: Filters): BaseTally {
  const key = filters.availability * 4 + filters.kinds;
  const kept = engine.bases.get(key);
  if (kept) return kept;
  const noFacets = { ...filters, columns: COLUMN_FACETS.map(() => null) };
  const counted = tallySearch(engine.index, engine.index.all, null, noFacets, engine.scratch);
  const base = { tallies: copyTallies(counted), hits: counted.hits.slice(0, counted.total) };
  engine.bases.set(key, base);
  return base;
}

/** The criteria as value ids and bits; `selected` per facet column, for the counts to show. */
function filtersFor(index: ItemIndex, criteria: SearchCriteria, availability: AvailabilityAt) {
  const selected = COLUMN_FACETS.map((facet) =>
    (criteria.facets[facet] ?? []).flatMap((value) => index.facets[facet].idOf.get(value) ?? []),
  );
  const marked = (column: FacetColumn, ids: number[]): Selection => {
    const marks = new Uint8Array(column.labels.length);
    for (const id of ids) marks[id] = 1;
    return { column, ids, selected: marks };
  };
  const slugs = index.instructorSlugs;
  const filters: Filters = {
    // A value the catalogue lacks selects nothing: the facet is filtered all the same.
    columns: COLUMN_FACETS.map((facet, f) => {
      const values = criteria.facets[facet] ?? [];
      if (values.length === 0) return null;
      const alias =
        f === INSTRUCTOR
          ? marked(
              slugs,
              values.flatMap((slug) => slugs.idOf.get(slug) ?? []),
            )
          : null;
      return { ...marked(index.facets[facet], selected[f] ?? []), alias };
    }),
    availability: criteria.availability.reduce((bits, a) => bits | AVAILABILITY_BITS[a], 0),
    availabilityBits: availability.bits,
    kinds: criteria.kinds.reduce((bits, k) => bits | KIND_BIT[k], 0),
  };
  return { filters, selected };
}

/** The items having any of the values a filter selects (each once). */
function itemsWith(filter: ColumnFilter, marks: Marks): number[] {
  const { of, generation } = nextGeneration(marks);
  const found: number[] = [];
  for (const { column, ids } of filter.alias ? [filter, filter.alias] : [filter]) {
    for (const v of ids) {
      const end = column.itemStart[v + 1] ?? 0;
      for (let p = column.itemStart[v] ?? 0; p < end; p += 1) {
        const id = column.items[p] ?? 0;
        if (of[id] === generation) continue;
        of[id] = generation;
        found.push(id);
      }
    }
  }
  return found;
}

/** Filtering and counting without a text: see the module comment. */
function tallyWithoutText(engine: Engine, filters: Filters): TallyResult {
  const { index } = engine;
  const postings = ({ column, ids }: Selection) =>
    ids.reduce((n, v) => n + (column.itemStart[v + 1] ?? 0) - (column.itemStart[v] ?? 0), 0);
  const size = (f: number) => {
    const filter = filters.columns[f];
    return filter ? postings(filter) + (filter.alias ? postings(filter.alias) : 0) : 0;
  };
  const filtered = COLUMN_FACETS.map((_, f) => f)
    .filter((f) => filters.columns[f])
    .sort((a, b) => size(a) - size(b));
  const [first, second] = filtered;
  if (first === undefined) {
    const base = baseFor(engine, filters);
    return { ...base.tallies, hits: base.hits, hitScores: null, total: base.hits.length };
  }
  // `first`'s own counts must also see the items without its values: those having `second`'s values
  // (an item failing only `first` passes `second`), or, with no second facet filter, every item.
  const base = second === undefined ? baseFor(engine, filters) : null; // before the scratch is reused
  const firstFilter = filters.columns[first];
  const secondFilter = second === undefined ? null : filters.columns[second];
  const candidates = firstFilter ? itemsWith(firstFilter, engine.marks) : [];
  const result = tallySearch(index, candidates, null, filters, engine.scratch);
  if (second === undefined) {
    const columns = result.columns.map((t, f) => (f === first ? (base?.tallies.columns[f] ?? t) : t));
    return { ...result, columns };
  }
  const own = result.columns[first];
  if (own) clearTally(own);
  if (secondFilter) tallyFacet(index, itemsWith(secondFilter, engine.marks), filters, first, result);
  return result;
}

// Fixed values keep their order among equal counts.
const AVAILABILITY_LABELS: TermLabels = {
  labels: Object.keys(AVAILABILITY_BITS),
  labelRank: [0, 1, 2, 3],
  byLabel: [0, 1, 2, 3],
};
const KIND_LABELS: TermLabels = { labels: Object.keys(KIND_BIT), labelRank: [0, 1], byLabel: [0, 1] };
/** The position of a one-bit value (its value id in the availability and learning-type tallies). */
const bitIndex = (bit: number) => Math.log2(bit);

/**
 * The hits' bm25 scores, computed for the hits alone: with filters they are often a small part of
 * what the text matches, and bm25 is most of a ranked match's cost.
 */
function withScores(repos: Repositories, engine: Engine, match: string, tally: TallyResult): TallyResult {
  const { hits, total } = tally;
  const scores = engine.scratch.scores;
  if (total > 0) {
    const { of, generation } = nextGeneration(engine.marks);
    for (let i = 0; i < total; i += 1) of[hits[i] ?? 0] = generation;
    const scoreOf = engine.scoreOf;
    for (const [id, score] of repos.search.matchingRankedAmong(match, engine.marks)) scoreOf[id] = score;
    for (let i = 0; i < total; i += 1) scores[i] = scoreOf[hits[i] ?? 0] ?? 0;
  }
  return { ...tally, hitScores: scores };
}

export interface SearchOutcome {
  total: number;
  rows: SearchHitRow[];
  facets: DiscoveryFacets;
  /** JSON.stringify(facets), built from each facet's own JSON. */
  facetsJson: string;
  /** The instants (ISO) between which the answer holds: availability changes as courses start and end. */
  validFrom: string | null;
  validUntil: string | null;
}

const iso = (instant: number) => (Number.isFinite(instant) ? new Date(instant).toISOString() : null);

export function runSearch(repos: Repositories, criteria: SearchCriteria): SearchOutcome {
  const engine = engineFor(repos);
  const { index } = engine;
  const availability = availabilityFor(engine, Date.parse(criteria.now));
  const { filters, selected } = filtersFor(index, criteria, availability);

  const ranked = criteria.sort === 'relevance' && criteria.match !== null;
  let tally: TallyResult;
  if (criteria.match === null) tally = tallyWithoutText(engine, filters);
  else if (ranked && !hasFilters(filters)) {
    const rows = repos.search.matchingRanked(criteria.match);
    const ids = Uint32Array.from(rows, ([id]) => id);
    const scores = Float64Array.from(rows, ([, score]) => score);
    tally = tallySearch(index, ids, scores, filters, engine.scratch);
  } else {
    const matched = parseIds(repos.search.matching(criteria.match), engine.matched, 0);
    tally = tallySearch(index, engine.matched.subarray(0, matched), null, filters, engine.scratch);
    if (ranked) tally = withScores(repos, engine, criteria.match, tally);
  }

  const page = { offset: criteria.offset, limit: criteria.limit };
  const { hits, total, hitScores } = tally;
  let ids: number[];
  if (hitScores) ids = pageByScore(hits, hitScores, total, index.rank.popular, page);
  else {
    const sort = criteria.sort === 'relevance' ? 'popular' : criteria.sort;
    const order = sort === 'az' || sort === 'za' ? 'title' : sort;
    ids = pageInOrder(hits, total, index.order[order], index.rank[order], sort === 'za', page, engine.marks);
  }

  const column = (f: number) => {
    const counted = tally.columns[f];
    const facet = index.facets[COLUMN_FACETS[f] ?? 'subject'];
    return counted ? facetTerms(facet, counted, selected[f] ?? []) : undefined;
  };
  // The answer's facets in its key order, each with its JSON. Course modes are a stock index's filter:
  // the admin-console answer has no counts for them.
  const encoded: Record<Exclude<keyof DiscoveryFacets, 'modes'>, EncodedFacetCounts | undefined> = {
    subjects: column(SUBJECT),
    partners: column(PARTNER),
    instructors: column(INSTRUCTOR),
    language_codes: column(LANGUAGE),
    availability: facetTerms(
      AVAILABILITY_LABELS,
      tally.availability,
      criteria.availability.map((a) => bitIndex(AVAILABILITY_BITS[a])),
    ),
    learning_type: facetTerms(
      KIND_LABELS,
      tally.kinds,
      criteria.kinds.map((k) => bitIndex(KIND_BIT[k])),
    ),
  };
  const named = Object.entries(encoded);
  const facets = Object.fromEntries(named.map(([name, facet]) => [name, facet?.counts])) as DiscoveryFacets;
  // What JSON.stringify(facets) gives: a facet without counts is left out.
  const facetsJson = `{${named.flatMap(([name, facet]) => (facet ? [`"${name}":${facet.json}`] : [])).join(',')}}`;
  return {
    total,
    rows: ids.map((id) => ({
      kind: index.kind[id] === KIND_BIT.program ? 'program' : 'course',
      ref_id: index.refId[id] ?? 0,
    })),
    facets,
    facetsJson,
    validFrom: iso(availability.from),
    validUntil: iso(availability.until),
  };
}
