/**
 * A facet's counts as the answer gives them, in edx-search's shape: the most frequent values in
 * `terms` (count, then label order; values counted zero are left out, as Elasticsearch leaves out
 * empty buckets), every selected value in it whatever its count, `total` the sum of all counts and
 * `other` the part of it in values left out.
 */
import type { FacetCounts } from '@atrium/contract';
import type { Tally } from './facetTally.ts';

/** At most this many values a facet (the selected ones come on top): ~2.5 kB of JSON at most. */
export const TERMS_LIMIT = 100;

export interface TermLabels {
  labels: readonly string[];
  /** Value id → its position in label order, and the value ids in that order. */
  labelRank: ArrayLike<number>;
  byLabel: ArrayLike<number>;
}

// A value's place as one number: its count above, its label order below (labels < 2^21 a facet).
const SPAN = 2 ** 21;
const keyOf = (count: number, rank: number) => count * SPAN + (SPAN - 1 - rank);

/** Value ids to list: the `limit` most counted (and first in label order among equals), best first. */
export function topValues(
  { counts, touched }: Tally,
  labelRank: ArrayLike<number>,
  byLabel: ArrayLike<number>,
  limit: number,
): number[] {
  let candidates = touched;
  if (touched.length > limit) {
    // The lowest count still listed: below it, no value can make the list.
    let max = 0;
    for (const v of touched) max = Math.max(max, counts[v] ?? 0);
    const histogram = new Uint32Array(max + 1);
    for (const v of touched) histogram[counts[v] ?? 0] = (histogram[counts[v] ?? 0] ?? 0) + 1;
    let lowest = max;
    for (let above = histogram[max] ?? 0; lowest > 1 && above < limit;) {
      lowest -= 1;
      above += histogram[lowest] ?? 0;
    }
    candidates = touched.filter((v) => (counts[v] ?? 0) >= lowest);
  }
  const keys = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i += 1) {
    const v = candidates[i] ?? 0;
    keys[i] = keyOf(counts[v] ?? 0, labelRank[v] ?? 0);
  }
  keys.sort();
  const top: number[] = [];
  for (let i = keys.length - 1; i >= 0 && top.length < limit; i -= 1) {
    top.push(byLabel[SPAN - 1 - ((keys[i] ?? 0) % SPAN)] ?? 0);
  }
  return top;
}

/** A facet's counts, and their JSON (exactly what JSON.stringify gives for them). */
export interface EncodedFacetCounts {
  counts: FacetCounts;
  json: string;
}

/**
 * Each label's JSON as a key (`"label":`), kept per label list; null when the terms' JSON must come
 * from JSON.stringify: a label of digits is listed first by it whatever its place (an array index),
 * and a label given twice keeps the first place and the last count.
 */
const keysOf = new WeakMap<readonly string[], string[] | null>();

function labelKeys(labels: readonly string[]): string[] | null {
  let keys = keysOf.get(labels);
  if (keys === undefined) {
    const plain = labels.every((label) => !/^[0-9]+$/.test(label)) && new Set(labels).size === labels.length;
    keys = plain ? labels.map((label) => `${JSON.stringify(label)}:`) : null;
    keysOf.set(labels, keys);
  }
  return keys;
}

/** A facet's terms and their JSON, built from each label's JSON (serialised once per label list). */
export function facetTerms(
  { labels, labelRank, byLabel }: TermLabels,
  tally: Tally,
  selected: readonly number[],
  limit = TERMS_LIMIT,
): EncodedFacetCounts {
  const { counts, touched } = tally;
  let total = 0;
  for (const v of touched) total += counts[v] ?? 0;
  const listed = topValues(tally, labelRank, byLabel, limit);
  let values = listed;
  // Selected values the list left out (counted zero, or too few) come after it, in label order.
  const missing = selected.filter((v) => labels[v] !== undefined && !listed.includes(v));
  if (missing.length > 0) {
    values = [...listed, ...[...new Set(missing)].sort((a, b) => (labelRank[a] ?? 0) - (labelRank[b] ?? 0))];
  }
  let shown = 0;
  // Without a prototype, a value named "__proto__" stays a value.
  const terms = Object.create(null) as Record<string, number>;
  const keys = labelKeys(labels);
  let json = '{"terms":{';
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] ?? 0;
    const count = counts[v] ?? 0;
    shown += count;
    terms[labels[v] ?? ''] = count;
    if (keys) json += `${i === 0 ? '' : ','}${keys[v] ?? '"":'}${count}`;
  }
  const result = { terms, total, other: total - shown };
  json = keys ? `${json}},"total":${total},"other":${total - shown}}` : JSON.stringify(result);
  return { counts: result, json };
}
