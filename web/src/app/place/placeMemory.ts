/**
 * The remembered places, in session storage so that they outlive a reload of another entry (the
 * course page reloaded, then Back to the search). Storage refused: they live for this page only.
 */
import { readItem, writeItem } from '../../lib/safeStorage.ts';
import { parsePlaces, placeOf, rememberPlace, type PlaceList } from './placeList.ts';
import type { Place } from './placeRules.ts';

export const PLACES_KEY = 'atrium.places';

let places: PlaceList | null = null;

const list = (): PlaceList => (places ??= parsePlaces(readItem('session', PLACES_KEY)));

export function savedPlace(key: string): Place | null {
  return placeOf(list(), key);
}

export function savePlace(key: string, place: Place): void {
  places = rememberPlace(list(), key, place);
  writeItem('session', PLACES_KEY, JSON.stringify(places));
}
