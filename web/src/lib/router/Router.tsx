/**
 * The app's router: React Router's API for the part the app uses (routes as objects, nested layouts
 * with an outlet, parameters, search parameters, navigation, the public path), in 1.8 kB gzip
 * instead of React Router's 11 (docs/decisions/own-router.md). Address changes render in a
 * transition, as React Router's do, so the page on screen stays while the next one's chunk loads.
 */
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  joinBasename,
  resolvePath,
  type History,
  type Location,
  type NavigationAction,
} from './history.ts';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match.ts';
import { requiredContext } from '../requiredContext.ts';

/** The entry on screen: its key and how it was reached (RestorePlace puts the learner's place back by them). */
export interface HistoryEntry {
  key: string;
  action: NavigationAction;
}

interface RouterState {
  history: History;
  basename: string;
  location: Location;
  entry: HistoryEntry;
}

interface Snapshot {
  location: Location;
  entry: HistoryEntry;
}

/** What the history shows now; the one before when nothing changed, so that nothing renders again. */
function snapshotOf(history: History, before?: Snapshot): Snapshot {
  const location = history.location();
  const key = history.key();
  const action = history.action();
  if (before?.location === location && before.entry.key === key && before.entry.action === action) {
    return before;
  }
  return { location, entry: { key, action } };
}

const [RouterContext, useRouter] = requiredContext<RouterState>(
  'router hooks need a <BrowserRouter> or <MemoryRouter>',
);

interface RouteState {
  params: Params;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

function Router({
  history,
  basename,
  children,
}: {
  history: History;
  basename: string;
  children: ReactNode;
}) {
  const [{ location, entry }, setSnapshot] = useState(() => snapshotOf(history));
  useLayoutEffect(
    () => history.listen(() => startTransition(() => setSnapshot((before) => snapshotOf(history, before)))),
    [history],
  );
  const state = useMemo(() => ({ history, basename, location, entry }), [history, basename, location, entry]);
  return <RouterContext value={state}>{children}</RouterContext>;
}

export function BrowserRouter({ basename = '/', children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(basename));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

/**
 * The address lives in memory, starting at the first entry (inside the public path `basename`): for
 * tests, and for the server's render of one page (server-render/renderPage.tsx).
 */
export function MemoryRouter({
  initialEntries = ['/'],
  basename = '/',
  children,
}: {
  initialEntries?: string[];
  basename?: string;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries[0]));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useHistoryEntry(): HistoryEntry {
  return useRouter().entry;
}

/**
 * Calls `listener` with the key of the entry on screen just before a push, Back/Forward or the page
 * being hidden (a reload, another site) leaves it, while its page is still shown.
 */
export function useBeforeLeave(listener: (key: string) => void): void {
  const { history } = useRouter();
  useLayoutEffect(() => history.beforeLeave(listener), [history, listener]);
}

export interface NavigateOptions {
  replace?: boolean;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { history } = useRouter();
  return useCallback((to, options) => (options?.replace ? history.replace(to) : history.push(to)), [history]);
}

/** The href of an app path (public path included), for links and sign-in `next` values. */
export function useHref(to: string | Partial<Location>): string {
  const { basename, location } = useRouter();
  const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const target = resolvePath(path, location);
  return joinBasename(basename, `${target.pathname}${target.search}${target.hash}`);
}

export function useParams(): Params {
  return use(RouteContext).params;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

/** The element of the child route inside a layout route. */
export function Outlet() {
  return use(RouteContext).outlet;
}

/** Renders the matched chain, innermost inside its parents' outlets. */
function renderMatches(matches: RouteMatch[] | null): ReactNode {
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext value={{ params: match.params, outlet }}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext>
    ),
    null,
  );
}

export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  return renderMatches(matches);
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route in JSX form, read by <Routes> (tests use it for a page on its own). */
export const Route: (props: RouteProps) => ReactElement | null = () => null;

function routesFromChildren(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map(({ props }) => ({
      path: props.path,
      index: props.index,
      element: props.element,
      children: props.children ? routesFromChildren(props.children) : undefined,
    }));
}

export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(routesFromChildren(children));
}

export { matchRoutes, type Location, type NavigationAction, type Params, type RouteMatch, type RouteObject };
