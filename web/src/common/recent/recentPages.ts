/**
 * The one recently-viewed list of the page, backed by localStorage and shared by every component
 * through useSyncExternalStore. Another tab's change arrives through the `storage` event.
 */
import type { CourseSummary } from '@atrium/contract';
import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from '../../lib/safeStorage.ts';
import { addPage, clearPages, parsePages, RECENT_PAGES_KEY, removePage, type RecentPages } from './rules.ts';

let pages: RecentPages | null = null;
const listeners = new Set<() => void>();

function read(): RecentPages {
  // Storage blocked (privacy mode): the list lives for this page only.
  return parsePages(readItem('local', RECENT_PAGES_KEY));
}

export function getRecentPages(): RecentPages {
  pages ??= read();
  return pages;
}

function update(next: RecentPages): void {
  pages = next;
  // Storage full or blocked: the in-memory list stays.
  if (next.length === 0) removeItem('local', RECENT_PAGES_KEY);
  else writeItem('local', RECENT_PAGES_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function addRecentPage(course: CourseSummary): void {
  update(addPage(getRecentPages(), course));
}

export function removeRecentPage(slug: string): void {
  update(removePage(getRecentPages(), slug));
}

export function clearRecentPages(): void {
  update(clearPages());
}

/** Loads the stored list now (called once on start) and after another tab changed it. */
export function loadRecentPages(): void {
  pages = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_PAGES_KEY || event.key === null) loadRecentPages();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentPages(): RecentPages {
  return useSyncExternalStore(subscribe, getRecentPages, getRecentPages);
}
