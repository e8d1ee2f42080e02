/**
 * The searchable items (courses and programs) in columns, read once from `search_items` and
 * `search_facets`: what a discovery search filters, counts and sorts by, held in typed arrays indexed
 * by item id. A search then reads SQLite only for its text (FTS5), and counting a facet over a few
 * thousand hits costs microseconds instead of a query per facet. Rebuilt whenever the catalogue
 * changes (see searchEngine.ts).
 */
import type { Availability, Facet, ItemOrder, SearchRepository } from '../repositories/search.ts';

/** The learning type of an item as a bit, so that a filter of several types is one mask. */
export const KIND_BIT = { course: 1, program: 2 } as const;
/** Availability values as bits, in the contract's order. */
export const AVAILABILITY_BITS: Record<Availability, number> = {
  current: 1,
  upcoming: 2,
  self_paced: 4,
  archived: 8,
};

/** The values of one facet and, for every item, which of them it has. */
export interface FacetColumn {
  /** Value id → the value as shown (the first spelling in `search_facets`). */
  labels: string[];
  /** Value id → its position when the labels are sorted (ties in counts go in label order), and back. */
  labelRank: Uint32Array;
  byLabel: Uint32Array;
  /** The value as filters match it (lower-cased) → value id. */
  idOf: Map<string, number>;
  /** Item `i` has the values `values[start[i]]` … `values[start[i + 1] - 1]`. */
  start: Uint32Array;
  values: Uint32Array;
  /** And the other way: value `v` is had by the items `items[itemStart[v]]` … `items[itemStart[v + 1] - 1]`. */
  itemStart: Uint32Array;
  items: Uint32Array;
}

export interface ItemIndex {
  /** One more than the largest item id: the length of every per-item array. */
  size: number;
  /** Every item id, ascending. */
  all: Uint32Array;
  /** KIND_BIT of each item; 0 where no item has that id. */
  kind: Uint8Array;
  refId: Uint32Array;
  startAt: Float64Array;
  /** Infinity for an item that never ends. */
  endAt: Float64Array;
  selfPaced: Uint8Array;
  /** Item ids in each sort's order, and each item's position in it. */
  order: Record<ItemOrder, Uint32Array>;
  rank: Record<ItemOrder, Uint32Array>;
  facets: Record<Facet, FacetColumn>;
  /** Instructors by slug (the mobile filter's spelling): matched, never counted. */
  instructorSlugs: FacetColumn;
  /** Every instant an item starts or ends, ascending: availability holds between two of them. */
  boundaries: Float64Array;
  /** The exact titles of the courses: most texts name none, and need no query to know it. */
  courseTitles: ReadonlySet<string>;
}

const FACETS: readonly Facet[] = ['subject', 'partner', 'instructor', 'language'];

/** Parses "12,7,40" into `into` from `at`; returns the position after the last id. */
export function parseIds(list: string, into: Uint32Array, at: number): number {
  let n = 0;
  let next = at;
  for (let i = 0; i < list.length; i += 1) {
    const code = list.charCodeAt(i);
    if (code === 44 /* , */) {
      into[next] = n;
      next += 1;
      n = 0;
    } else n = n * 10 + (code - 48);
  }
  if (list.length > 0) {
    into[next] = n;
    next += 1;
  }
  return next;
}

function facetColumn(search: SearchRepository, facet: Facet | 'instructor_slug', size: number): FacetColumn {
  const rows = search.facetValues(facet);
  const labels = rows.map((row) => row.label);
  const idOf = new Map(rows.map((row, id) => [row.value, id]));
  // Pairs (item, value) grouped by value, then regrouped by item (a counting sort).
  let pairs = 0;
  for (const row of rows) pairs += row.items.length === 0 ? 0 : row.items.split(',', -1).length;
  const items = new Uint32Array(pairs);
  const valueOfPair = new Uint32Array(pairs);
  const itemStart = new Uint32Array(rows.length + 1);
  let at = 0;
  rows.forEach((row, id) => {
    const end = parseIds(row.items, items, at);
    valueOfPair.fill(id, at, end);
    itemStart[id + 1] = end;
    at = end;
  });
  const start = new Uint32Array(size + 1);
  for (const item of items) start[item + 1] = (start[item + 1] ?? 0) + 1;
  for (let i = 0; i < size; i += 1) start[i + 1] = (start[i + 1] ?? 0) + (start[i] ?? 0);
  const fill = start.slice(0, size);
  const values = new Uint32Array(pairs);
  for (let p = 0; p < pairs; p += 1) {
    const item = items[p] ?? 0;
    const slot = fill[item] ?? 0;
    values[slot] = valueOfPair[p] ?? 0;
    fill[item] = slot + 1;
  }
  const byLabel = Uint32Array.from(labels.keys()).sort((a, b) =>
    (labels[a] ?? '') < (labels[b] ?? '') ? -1 : (labels[a] ?? '') > (labels[b] ?? '') ? 1 : 0,
  );
  const labelRank = new Uint32Array(labels.length);
  byLabel.forEach((id, position) => {
    labelRank[id] = position;
  });
  return { labels, labelRank, byLabel, idOf, start, values, itemStart, items };
}

function orderAndRank(
  search: SearchRepository,
  name: ItemOrder,
  size: number,
): { order: Uint32Array; rank: Uint32Array } {
  const order = Uint32Array.from(search.order(name));
  const rank = new Uint32Array(size);
  order.forEach((id, position) => {
    rank[id] = position;
  });
  return { order, rank };
}

export function buildItemIndex(search: SearchRepository): ItemIndex {
  const items = search.items();
  const size = items.id.reduce((max, id) => Math.max(max, id), 0) + 1;
  const index = {
    size,
    all: Uint32Array.from(items.id),
    kind: new Uint8Array(size),
    refId: new Uint32Array(size),
    startAt: new Float64Array(size),
    endAt: new Float64Array(size),
    selfPaced: new Uint8Array(size),
  };
  const instants = new Set<number>();
  items.id.forEach((id, i) => {
    const startAt = items.startMs[i] ?? 0;
    const endAt = items.endMs[i] ?? null;
    index.kind[id] = items.isProgram[i] ? KIND_BIT.program : KIND_BIT.course;
    index.refId[id] = items.refId[i] ?? 0;
    index.startAt[id] = startAt;
    index.endAt[id] = endAt ?? Infinity;
    index.selfPaced[id] = items.selfPaced[i] ?? 0;
    instants.add(startAt);
    if (endAt !== null) instants.add(endAt);
  });
  const popular = orderAndRank(search, 'popular', size);
  const recent = orderAndRank(search, 'recent', size);
  const title = orderAndRank(search, 'title', size);
  return {
    ...index,
    order: { popular: popular.order, recent: recent.order, title: title.order },
    rank: { popular: popular.rank, recent: recent.rank, title: title.rank },
    facets: Object.fromEntries(FACETS.map((facet) => [facet, facetColumn(search, facet, size)])) as Record<
      Facet,
      FacetColumn
    >,
    instructorSlugs: facetColumn(search, 'instructor_slug', size),
    boundaries: Float64Array.from(instants).sort(),
    courseTitles: new Set(search.courseTitles()),
  };
}

/** Reads the popularity order again (an enrollment moved it): the rest of the index stands. */
export function refreshPopularity(index: ItemIndex, search: SearchRepository): void {
  const { order, rank } = orderAndRank(search, 'popular', index.size);
  index.order.popular = order;
  index.rank.popular = rank;
}

/** The availability bits of every item at one instant, and the window of instants they hold for. */
export interface AvailabilityAt {
  bits: Uint8Array;
  from: number;
  until: number;
}

/** The last boundary at or before `now` and the first after it (±Infinity when there is none). */
export function windowAround(boundaries: Float64Array, now: number): { from: number; until: number } {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((boundaries[mid] ?? 0) <= now) low = mid + 1;
    else high = mid;
  }
  return { from: boundaries[low - 1] ?? -Infinity, until: boundaries[low] ?? Infinity };
}

/** Each item's availability bits at `now`: current, upcoming, self-paced, archived. */
export function availabilityAt(index: ItemIndex, now: number): AvailabilityAt {
  const bits = new Uint8Array(index.size);
  for (const id of index.all) {
    const startAt = index.startAt[id] ?? 0;
    const endAt = index.endAt[id] ?? Infinity;
    let b = 0;
    if (startAt <= now && endAt > now) b |= AVAILABILITY_BITS.current;
    if (startAt > now) b |= AVAILABILITY_BITS.upcoming;
    if (index.selfPaced[id] === 1) b |= AVAILABILITY_BITS.self_paced;
    if (endAt <= now) b |= AVAILABILITY_BITS.archived;
    bits[id] = b;
  }
  return { bits, ...windowAround(index.boundaries, now) };
}
