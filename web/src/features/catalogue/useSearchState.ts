/**
 * The browser's state read from, and written to, the current URL (each change is a history entry).
 * A change shows at once, before the router commits the new address (navigations run as transitions),
 * so a second quick click builds on the first instead of on an address that has not arrived yet.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router/index.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { useSourcesVersion } from '../../config/capabilities.ts';
import { platformFacets, searchStateOn, serializeSearchState, type SearchState } from './searchState.ts';

interface Pending {
  /** The address the first of these quick changes was made on, then each address asked for. */
  trail: string[];
  state: SearchState;
}

const searchOf = (state: SearchState) => {
  const query = serializeSearchState(state);
  return query ? `?${query}` : '';
};

/** Pending changes show until the last address asked for arrives, or the visitor goes elsewhere (Back). */
export function pendingState(pending: Pending | null, search: string): SearchState | null {
  if (!pending) return null;
  const index = pending.trail.indexOf(search);
  return index >= 0 && index < pending.trail.length - 1 ? pending.state : null;
}

export function useSearchState() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const settings = useSettings();
  const { facets } = platformFacets(settings);
  // A stock platform's sources, found as its answers arrive, narrow what the address may apply.
  const sources = useSourcesVersion();
  const fromUrl = useMemo(() => searchStateOn(settings, search), [settings, search, sources]);
  const [pending, setPending] = useState<Pending | null>(null);
  const shown = pendingState(pending, search);
  // Arrived, or gone elsewhere: forget it, so Back to an earlier address never revives it.
  if (pending && !shown) setPending(null);
  const state = shown ?? fromUrl;

  const hrefFor = useCallback((next: SearchState) => `${pathname}${searchOf(next)}`, [pathname]);
  const setState = useCallback(
    (next: SearchState) => {
      const target = searchOf(next);
      setPending((current) => ({
        trail: current ? [...current.trail, target] : [search, target],
        state: next,
      }));
      navigate(`${pathname}${target}`);
    },
    [navigate, pathname, search],
  );
  return { state, setState, hrefFor, facets };
}
