/**
 * Where the app is: the browser's address (History API, Back and Forward included) or, in tests, an
 * address kept in memory. Paths here are inside the app, without the public path.
 */
import { stripBasename } from './match.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** How the entry on screen was reached: a new entry, the same entry at another address, or Back/Forward. */
export type NavigationAction = 'push' | 'replace' | 'pop';

export interface History {
  location(): Location;
  /** The entry on screen's key: kept in its `history.state`, so that it outlives a reload. */
  key(): string;
  /** How the entry on screen was reached (at start: 'pop' when the browser brought it back, actionOfLoad). */
  action(): NavigationAction;
  push(path: string): void;
  /** Changes the address of the entry on screen, which keeps its key. */
  replace(path: string): void;
  /** Calls `listener` after every change, Back and Forward included; returns the unsubscriber. */
  listen(listener: () => void): () => void;
  /**
   * Calls `listener` with the key of the entry on screen just before a push, a pop or the page being
   * hidden (a reload, another site) leaves it, while its page is still the one shown; returns the
   * unsubscriber.
   */
  beforeLeave(listener: (key: string) => void): () => void;
}

/** A new entry's key: unique enough within one tab's history (React Router's are made the same way). */
export const createKey = () => Math.random().toString(36).slice(2, 10);

/** The key kept in an entry's `history.state`, if it holds one (the state may be anything another script left). */
export function keyOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('key' in state)) return null;
  return typeof state.key === 'string' && state.key !== '' ? state.key : null;
}

/**
 * How the first entry was reached: a reload or Back/Forward into the app brings back an entry that has
 * a key (it was here before) and counts as Back; any other load is a new entry.
 */
export function actionOfLoad(navigationType: string | undefined, hasKey: boolean): NavigationAction {
  return hasKey && (navigationType === 'reload' || navigationType === 'back_forward') ? 'pop' : 'push';
}

function navigationTypeOfLoad(): string | undefined {
  try {
    const [entry] = performance.getEntriesByType('navigation');
    return entry && 'type' in entry && typeof entry.type === 'string' ? entry.type : undefined;
  } catch {
    // No Navigation Timing (jsdom): a new load.
    return undefined;
  }
}

/**
 * A path, a query or a hash ('/a?b#c', '?b', '#c') against `from`; relative segments against its
 * folder. The query and hash stay as written (the browser encodes them when it shows the address).
 */
export function resolvePath(to: string, from: Location): Location {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt >= 0 ? beforeHash.slice(queryAt) : '';
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const pathname = path === '' ? from.pathname : new URL(path, `http://app${from.pathname}`).pathname;
  const search = path === '' && queryAt < 0 ? from.search : query;
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export const pathOf = ({ pathname, search, hash }: Location) => `${pathname}${search}${hash}`;

/** The public path joined to an app path ('/atrium' + '/' → '/atrium', as React Router does). */
export function joinBasename(basename: string, path: string): string {
  if (basename === '/' || basename === '') return path;
  return path === '/' ? basename : `${basename}${path.startsWith('/') ? path : `/${path}`}`;
}

export function createBrowserHistory(basename: string): History {
  const listeners = new Set<() => void>();
  const leaveListeners = new Set<(key: string) => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const leave = () => leaveListeners.forEach((listener) => listener(key));
  let current: Location | null = null;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const inside = stripBasename(pathname, basename) ?? pathname;
    // One object per address, so that readers comparing locations see a change only when there is one.
    if (current?.pathname !== inside || current.search !== search || current.hash !== hash) {
      current = { pathname: inside, search, hash };
    }
    return current;
  };
  /** The key of the entry on screen, given to it when it has none (a new load, a fragment link). */
  const adoptKey = (): string => {
    const kept = keyOfState(window.history.state);
    if (kept) return kept;
    const made = createKey();
    const state: unknown = window.history.state;
    window.history.replaceState(typeof state === 'object' ? { ...state, key: made } : { key: made }, '');
    return made;
  };
  const keptAtLoad = keyOfState(window.history.state) !== null;
  let key = adoptKey();
  let action = actionOfLoad(navigationTypeOfLoad(), keptAtLoad);
  const go = (path: string, replace: boolean) => {
    const target = resolvePath(path, read());
    const url = joinBasename(basename, pathOf(target));
    if (replace) {
      window.history.replaceState({ key }, '', url);
      action = 'replace';
    } else {
      leave();
      key = createKey();
      window.history.pushState({ key }, '', url);
      action = 'push';
    }
    notify();
  };
  const onPop = () => {
    leave();
    key = adoptKey();
    action = 'pop';
    notify();
  };
  return {
    location: read,
    key: () => key,
    action: () => action,
    push: (path) => go(path, false),
    replace: (path) => go(path, true),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
    beforeLeave(listener) {
      if (leaveListeners.size === 0) window.addEventListener('pagehide', leave);
      leaveListeners.add(listener);
      return () => {
        leaveListeners.delete(listener);
        if (leaveListeners.size === 0) window.removeEventListener('pagehide', leave);
      };
    },
  };
}

/** For tests: entries in memory, with `back()` and `forward()` standing for the browser's buttons. */
export interface MemoryHistory extends History {
  back(): void;
  forward(): void;
}

export function createMemoryHistory(initialPath = '/'): MemoryHistory {
  const listeners = new Set<() => void>();
  const leaveListeners = new Set<(key: string) => void>();
  const start = {
    location: resolvePath(initialPath, { pathname: '/', search: '', hash: '' }),
    key: 'default',
  };
  const entries = [start];
  let index = 0;
  let action: NavigationAction = 'push';
  const here = () => entries[index] ?? start;
  const leave = () => leaveListeners.forEach((listener) => listener(here().key));
  const notify = () => listeners.forEach((listener) => listener());
  const move = (to: number) => {
    if (to < 0 || to >= entries.length) return;
    leave();
    index = to;
    action = 'pop';
    notify();
  };
  return {
    location: () => here().location,
    key: () => here().key,
    action: () => action,
    push(path) {
      leave();
      const location = resolvePath(path, here().location);
      entries.splice(index + 1, entries.length, { location, key: createKey() });
      index += 1;
      action = 'push';
      notify();
    },
    replace(path) {
      entries[index] = { key: here().key, location: resolvePath(path, here().location) };
      action = 'replace';
      notify();
    },
    back: () => move(index - 1),
    forward: () => move(index + 1),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beforeLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
  };
}
