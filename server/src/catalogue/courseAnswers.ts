/**
 * Course metadata answers (the course page's main call), cached per app by slug and request origin
 * and emptied by any catalogue write, like discovery answers (see searchAnswers.ts).
 */
import type { Db } from '../db/open.ts';
import { rememberJsonText } from '../http/serializedJson.ts';
import { catalogueVersion, type CatalogueVersion } from '../repositories/catalogueVersion.ts';
import type { Repositories } from '../repositories/index.ts';
import { createAnswerCache, type AnswerCache } from './answerCache.ts';

/** A course page answer is ~3 kB: every course of a large catalogue could fit, the bytes cap it. */
const LIMITS = { maxEntries: 20_000, maxBytes: 24 * 1024 * 1024 };
const caches = new WeakMap<CatalogueVersion, AnswerCache<object>>();

/** The answer for `slug`, from the cache when nothing it was built from has changed. */
export function cachedCourseAnswer<T extends object>(
  repos: Repositories,
  slug: string,
  origin: string,
  compute: () => T,
): T {
  let cache = caches.get(repos.catalogueVersion);
  if (!cache) {
    cache = createAnswerCache<object>(LIMITS);
    caches.set(repos.catalogueVersion, cache);
  }
  // The clock plays no part in this answer.
  return cache.get(`${origin} ${slug}`, repos.catalogueVersion.current(), '', () => {
    const value = compute();
    return { value, bytes: rememberJsonText(value) };
  }) as T;
}

/** Hits and misses so far over `db` (for tests). */
export const courseCacheStats = (db: Db) => caches.get(catalogueVersion(db))?.stats() ?? null;
