/**
 * The one recently-viewed list of the page, backed by localStorage and shared by every component
 * through useSyncExternalStore. Another tab's change arrives through the `storage` event.
 */
import type { CourseSummary } from '@atrium/contract';
import { useSyncExternalStore } from 'react';
import { addPage, clearPages, parsePages, RECENT_PAGES_KEY, removePage, type RecentPages } from './rules.ts';

let pages: RecentPages | null = null;
const listeners = new Set<() => void>();

function read(): RecentPages {
  try {
    return parsePages(window.localStorage.getItem(RECENT_PAGES_KEY));
  } catch {
    return []; // storage blocked (privacy mode): the list lives for this page only
  }
}

export function getRecentPages(): RecentPages {
  pages ??= read();
  return pages;
}

function update(next: RecentPages): void {
  pages = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(RECENT_PAGES_KEY);
    else window.localStorage.setItem(RECENT_PAGES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: keep the in-memory list.
  }
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
