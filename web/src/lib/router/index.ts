/** The app's router (docs/decisions/own-router.md): import it from here. */
export {
  BrowserRouter,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useBeforeLeave,
  useHref,
  useHistoryEntry,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type HistoryEntry,
  type Location,
  type NavigationAction,
  type Params,
  type RouteMatch,
  type RouteObject,
} from './Router.tsx';
export { Link, NavLink, Navigate, type LinkProps, type NavLinkProps } from './Link.tsx';
