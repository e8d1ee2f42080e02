/**
 * The places remembered for the tab's history entries, oldest first, at most PLACE_LIMIT of them: a
 * learner who walks hundreds of pages keeps the latest, and session storage stays small.
 */
import type { Place } from './placeRules.ts';

export type PlaceList = ReadonlyArray<readonly [key: string, place: Place]>;

export const PLACE_LIMIT = 50;

export function rememberPlace(list: PlaceList, key: string, place: Place, limit = PLACE_LIMIT): PlaceList {
  const others = list.filter(([kept]) => kept !== key);
  return [...others, [key, place] as const].slice(-limit);
}

export function placeOf(list: PlaceList, key: string): Place | null {
  return list.find(([kept]) => kept === key)?.[1] ?? null;
}

const isLeftBy = (value: unknown): boolean =>
  value === null ||
  (typeof value === 'object' &&
    'href' in value &&
    typeof value.href === 'string' &&
    'index' in value &&
    Number.isInteger(value.index) &&
    (value.index as number) >= 0);

const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' &&
  value !== null &&
  'y' in value &&
  typeof value.y === 'number' &&
  Number.isFinite(value.y) &&
  value.y >= 0 &&
  'link' in value &&
  isLeftBy(value.link);

/** The list kept as JSON; anything else (another version's, a hand-edited one) counts as empty or loses its bad rows. */
export function parsePlaces(text: string | null): PlaceList {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row: unknown): row is [string, Place] =>
      Array.isArray(row) && row.length === 2 && typeof row[0] === 'string' && isPlace(row[1]),
  );
}
