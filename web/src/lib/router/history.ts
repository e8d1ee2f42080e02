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

export interface History {
  location(): Location;
  push(path: string): void;
  replace(path: string): void;
  /** Calls `listener` after every change, Back and Forward included; returns the unsubscriber. */
  listen(listener: () => void): () => void;
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
  const notify = () => listeners.forEach((listener) => listener());
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
  const go = (path: string, replace: boolean) => {
    const target = resolvePath(path, read());
    const url = joinBasename(basename, pathOf(target));
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    notify();
  };
  return {
    location: read,
    push: (path) => go(path, false),
    replace: (path) => go(path, true),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', notify);
      };
    },
  };
}

export function createMemoryHistory(initialPath = '/'): History {
  const listeners = new Set<() => void>();
  let current = resolvePath(initialPath, { pathname: '/', search: '', hash: '' });
  const go = (path: string) => {
    current = resolvePath(path, current);
    listeners.forEach((listener) => listener());
  };
  return {
    location: () => current,
    push: go,
    replace: go,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
