/**
 * The page of hits a sort asks for, without sorting every hit when a page is all it needs. Sorts
 * that do not depend on the text come as precomputed orders of every item (itemIndex.ts): a page
 * is either the first hits met walking that order (cheap when the hits are many) or the page of the
 * hits' positions in it, sorted (cheap when they are few). Relevance keeps the best `offset + limit`
 * by score, then popularity.
 */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** Per item id: the generation in which it was last marked a hit (no clearing between searches). */
export interface Marks {
  of: Uint32Array;
  generation: number;
}

export const createMarks = (size: number): Marks => ({ of: new Uint32Array(size), generation: 0 });

/** A generation no item is marked with yet. */
export function nextGeneration(marks: Marks): Marks {
  marks.generation = (marks.generation + 1) >>> 0;
  if (marks.generation === 0) {
    marks.of.fill(0);
    marks.generation = 1;
  }
  return marks;
}

/**
 * Hits `hits[0 … total - 1]` in `order` (every item id, best first; `descending` reads it from the
 * end), from `offset`, at most `limit`.
 */
export function pageInOrder(
  hits: Uint32Array,
  total: number,
  order: Uint32Array,
  rank: Uint32Array,
  descending: boolean,
  { offset, limit }: PageRequest,
  marks: Marks,
): number[] {
  const wanted = Math.min(total, offset + limit);
  if (wanted <= offset) return [];
  // Walking meets a hit every order.length / total items; sorting costs ~ total × log2(total).
  const walk = (wanted * order.length) / total;
  if (walk < total * Math.log2(total + 1)) {
    const { of, generation } = nextGeneration(marks);
    for (let i = 0; i < total; i += 1) of[hits[i] ?? 0] = generation;
    const found: number[] = [];
    const n = order.length;
    for (let p = 0; p < n && found.length < wanted; p += 1) {
      const id = order[descending ? n - 1 - p : p] ?? 0;
      if (of[id] === generation) found.push(id);
    }
    return found.slice(offset);
  }
  const positions = new Uint32Array(total);
  for (let i = 0; i < total; i += 1) positions[i] = rank[hits[i] ?? 0] ?? 0;
  positions.sort();
  const page: number[] = [];
  for (let j = offset; j < wanted; j += 1) {
    page.push(order[positions[descending ? total - 1 - j : j] ?? 0] ?? 0);
  }
  return page;
}

/** Hits by score (lower first, as bm25 gives it), then by `rank` (popularity), from `offset`. */
export function pageByScore(
  hits: Uint32Array,
  scores: Float64Array,
  total: number,
  rank: Uint32Array,
  { offset, limit }: PageRequest,
): number[] {
  const wanted = Math.min(total, offset + limit);
  if (wanted <= offset) return [];
  const before = (a: number, b: number) =>
    (scores[a] ?? 0) - (scores[b] ?? 0) || (rank[hits[a] ?? 0] ?? 0) - (rank[hits[b] ?? 0] ?? 0);
  return firstOf(total, wanted, before)
    .slice(offset)
    .map((i) => hits[i] ?? 0);
}

/** The first `k` of `0 … n - 1` in the order `before` gives, keeping a heap of k (its worst on top). */
export function firstOf(n: number, k: number, before: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const worse = (i: number, j: number) => before(heap[i] ?? 0, heap[j] ?? 0) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = t;
  };
  for (let v = 0; v < n; v += 1) {
    if (heap.length < k) {
      heap.push(v);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (before(v, heap[0] ?? 0) < 0) {
      heap[0] = v;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(l, top)) top = l;
        if (r < heap.length && worse(r, top)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(before);
}
