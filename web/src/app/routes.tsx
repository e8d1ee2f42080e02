/**
 * The route table: every screen of the spec (§2), each page its own chunk. A later issue fills a
 * screen by pointing its route at the feature's page instead of the placeholder.
 */
import { lazy } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import routeLabels from './routeLabels.ts';

const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
const StaticPage = lazy(() => import('../features/static-page/StaticPage.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));
const PlaceholderPage = lazy(() => import('../features/placeholder/PlaceholderPage.tsx'));

const placeholder = (label: MessageDescriptor) => <PlaceholderPage label={label} />;

/** Older share links (`/homepage/course/{slug}`) keep working (CONTRACT.md Part 1, share link). */
function LegacyCourseRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/course/${encodeURIComponent(slug)}/`} replace />;
}

/** Every screen, relative to the public path. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'profile', element: placeholder(routeLabels.profile) },
  { path: 'overview', element: placeholder(routeLabels.overview) },
  { path: 'inprogress', element: placeholder(routeLabels.inProgress) },
  { path: 'completed', element: placeholder(routeLabels.completed) },
  { path: 'discover', element: placeholder(routeLabels.discover) },
  { path: 'search', element: placeholder(routeLabels.search) },
  { path: 'partners', element: placeholder(routeLabels.partners) },
  { path: 'partners/:shortName', element: placeholder(routeLabels.partner) },
  { path: 'course/:slug', element: placeholder(routeLabels.course) },
  { path: 'program/:slug', element: placeholder(routeLabels.program) },
  { path: 'instructor/:slug', element: placeholder(routeLabels.instructor) },
  { path: 'staticpages/:page', element: <StaticPage /> },
  { path: 'homepage/course/:slug', element: <LegacyCourseRedirect /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [{ element: <Layout />, children: pageRoutes }];
