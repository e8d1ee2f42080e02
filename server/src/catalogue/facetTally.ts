/**
 * One pass over the candidates of a search (the items its text matches, or the items a filter
 * selects): which pass every filter (the hits), and the facet counts, disjunctive as faceted search
 * does it — a facet is counted over the items that pass every filter but its own, so that its values
 * read "how many hits with this value instead". An item that fails two filters counts nowhere.
 */
import type { FacetColumn, ItemIndex } from './itemIndex.ts';

/** Filter (and facet) positions: the four facet columns, then availability and learning type. */
export const SUBJECT = 0;
export const PARTNER = 1;
export const INSTRUCTOR = 2;
export const LANGUAGE = 3;
export const AVAILABILITY = 4;
export const LEARNING_TYPE = 5;
export const COLUMN_FACETS = ['subject', 'partner', 'instructor', 'language'] as const;

/** The values a filter selects in one column: their ids, and value id → 1 when selected. */
export interface Selection {
  column: FacetColumn;
  ids: number[];
  selected: Uint8Array;
}

/** One facet column's filter. */
export interface ColumnFilter extends Selection {
  /** Instructors only: the slugs selected, in the slug column (the filter matches either). */
  alias: Selection | null;
}

export interface Filters {
  /** Per facet column: its filter, or null when it is not filtered. */
  columns: (ColumnFilter | null)[];
  /** Availability bits wanted (0: not filtered) and each item's bits now. */
  availability: number;
  availabilityBits: Uint8Array;
  /** Learning type bits wanted (0: not filtered). */
  kinds: number;
}

/** Whether any filter is set: without one, every candidate is a hit. */
export function hasFilters(filters: Filters): boolean {
  return (
    filters.availability !== 0 || filters.kinds !== 0 || filters.columns.some((filter) => filter !== null)
  );
}

/** Counts of one facet: per value id, and the ids counted at least once (in no order). */
export interface Tally {
  counts: Uint32Array;
  touched: number[];
}

export interface Tallies {
  columns: Tally[];
  availability: Tally;
  kinds: Tally;
}

export interface TallyResult extends Tallies {
  /** Ids of the items passing every filter, in candidate order (`hits[0 … total - 1]`). */
  hits: Uint32Array;
  /** The score of each hit when the candidates came with scores. */
  hitScores: Float64Array | null;
  total: number;
}

/** Buffers that every search reuses (searches run one at a time on the event loop). */
export interface TallyScratch extends Tallies {
  hits: Uint32Array;
  scores: Float64Array;
}

const createTally = (values: number): Tally => ({ counts: new Uint32Array(values), touched: [] });

export function createScratch(index: ItemIndex): TallyScratch {
  return {
    hits: new Uint32Array(index.size),
    scores: new Float64Array(index.size),
    columns: COLUMN_FACETS.map((facet) => createTally(index.facets[facet].labels.length)),
    availability: createTally(4),
    kinds: createTally(2),
  };
}

/** Zeroes a tally in the time of what it counted. */
export function clearTally(t: Tally): void {
  const { counts, touched } = t;
  for (const v of touched) counts[v] = 0;
  touched.length = 0;
}

/** Tallies that stay as they are now (the scratch ones are reused by the next search). */
export function copyTallies(tallies: Tallies): Tallies {
  const copy = (t: Tally): Tally => ({ counts: t.counts.slice(), touched: [...t.touched] });
  return {
    columns: tallies.columns.map(copy),
    availability: copy(tallies.availability),
    kinds: copy(tallies.kinds),
  };
}

function has(column: FacetColumn, selected: Uint8Array, id: number): boolean {
  const { start, values } = column;
  const end = start[id + 1] ?? 0;
  for (let p = start[id] ?? 0; p < end; p += 1) if (selected[values[p] ?? 0] === 1) return true;
  return false;
}

/** The filters item `id` fails, as bits of their positions. */
function missOf(filters: Filters, id: number, kind: number): number {
  let miss = 0;
  const { columns } = filters;
  for (let f = 0; f < columns.length; f += 1) {
    const filter = columns[f];
    if (!filter) continue;
    const { alias } = filter;
    if (!has(filter.column, filter.selected, id) && !(alias && has(alias.column, alias.selected, id))) {
      miss |= 1 << f;
    }
  }
  if (filters.availability !== 0 && ((filters.availabilityBits[id] ?? 0) & filters.availability) === 0) {
    miss |= 1 << AVAILABILITY;
  }
  if (filters.kinds !== 0 && (kind & filters.kinds) === 0) miss |= 1 << LEARNING_TYPE;
  return miss;
}

function add(t: Tally, value: number): void {
  const before = t.counts[value] ?? 0;
  if (before === 0) t.touched.push(value);
  t.counts[value] = before + 1;
}

/** Counts every value item `id` has in `column` (one pass; a value's first count lists it as touched). */
function countValues(t: Tally, column: FacetColumn, id: number): void {
  const { counts, touched } = t;
  const { start, values } = column;
  const end = start[id + 1] ?? 0;
  for (let p = start[id] ?? 0; p < end; p += 1) {
    const v = values[p] ?? 0;
    const before = counts[v] ?? 0;
    if (before === 0) touched.push(v);
    counts[v] = before + 1;
  }
}

function addBits(t: Tally, bits: number): void {
  for (let b = 0; bits >> b !== 0; b += 1) if ((bits >> b) & 1) add(t, b);
}

/** Counts item `id` in facet `f` (a column, availability or learning type). */
function addTo(
  index: ItemIndex,
  tallies: Tallies,
  bits: Uint8Array,
  f: number,
  id: number,
  kind: number,
): void {
  if (f === AVAILABILITY) addBits(tallies.availability, bits[id] ?? 0);
  else if (f === LEARNING_TYPE)
    add(tallies.kinds, kind >> 1); // course 0, program 1
  else {
    const t = tallies.columns[f];
    if (t) countValues(t, index.facets[COLUMN_FACETS[f] ?? 'subject'], id);
  }
}

/**
 * Filters and counts `candidates` (item ids; `scores` beside them when ranked) into `scratch`, which
 * holds the result until the next call.
 */
export function tallySearch(
  index: ItemIndex,
  candidates: ArrayLike<number>,
  scores: ArrayLike<number> | null,
  filters: Filters,
  scratch: TallyScratch,
): TallyResult {
  const { hits, columns, availability, kinds } = scratch;
  for (const t of columns) clearTally(t);
  clearTally(availability);
  clearTally(kinds);
  const hitScores = scores ? scratch.scores : null;
  const { facets, kind: kindOf } = index;
  // Hoisted out of the loop: it runs once per candidate (thousands for a common word).
  const [subjects, partners, instructors, languages] = columns;
  const { subject, partner, instructor, language } = facets;
  if (!subjects || !partners || !instructors || !languages) throw new Error('tally scratch without columns');
  const bits = filters.availabilityBits;
  // Without filters every candidate is a hit: no filter to test it against.
  const unfiltered = !hasFilters(filters);
  let total = 0;
  for (let c = 0; c < candidates.length; c += 1) {
    const id = candidates[c] ?? 0;
    const kind = kindOf[id] ?? 0;
    if (kind === 0) continue;
    const miss = unfiltered ? 0 : missOf(filters, id, kind);
    if (miss === 0) {
      hits[total] = id;
      if (hitScores) hitScores[total] = scores?.[c] ?? 0;
      total += 1;
      countValues(subjects, subject, id);
      countValues(partners, partner, id);
      countValues(instructors, instructor, id);
      countValues(languages, language, id);
      addBits(availability, bits[id] ?? 0);
      add(kinds, kind >> 1);
    } else if ((miss & (miss - 1)) === 0) {
      addTo(index, scratch, bits, 31 - Math.clz32(miss), id, kind); // fails one filter: counts in its facet
    }
  }
  return { hits, hitScores, columns, availability, kinds, total };
}

/** Counts facet `f` alone over `candidates` (those passing every filter but f's) into `into`. */
export function tallyFacet(
  index: ItemIndex,
  candidates: ArrayLike<number>,
  filters: Filters,
  f: number,
  into: Tallies,
): void {
  const others = ~(1 << f);
  for (let c = 0; c < candidates.length; c += 1) {
    const id = candidates[c] ?? 0;
    const kind = index.kind[id] ?? 0;
    if (kind !== 0 && (missOf(filters, id, kind) & others) === 0) {
      addTo(index, into, filters.availabilityBits, f, id, kind);
    }
  }
}
