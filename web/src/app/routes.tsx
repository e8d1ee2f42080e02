/** The route table: every screen (docs/product-rules.md, "Screens and routes"), each page its own chunk. */
import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from '../lib/router/index.ts';
import { Layout } from './Layout.tsx';
import { lazyPage, type LazyPage } from './lazyPage.ts';
import type { PreloadHandle } from './preloadRoute.ts';

const home = lazyPage(() => import('../features/home/HomePage.tsx'));
const profile = lazyPage(() => import('../features/profile/ProfilePage.tsx'));
const staticPage = lazyPage(() => import('../features/static-page/StaticPage.tsx'));
const notFound = lazyPage(() => import('../features/not-found/NotFoundPage.tsx'));
const discover = lazyPage(() => import('../features/discover/DiscoverPage.tsx'));
const search = lazyPage(() => import('../features/search/SearchPage.tsx'));
const partners = lazyPage(() => import('../features/partners/PartnersPage.tsx'));
const partner = lazyPage(() => import('../features/partners/PartnerPage.tsx'));
const instructor = lazyPage(() => import('../features/instructor/InstructorPage.tsx'));
const program = lazyPage(() => import('../features/program/ProgramPage.tsx'));
const overview = lazyPage(() => import('../features/dashboard/OverviewPage.tsx'));
const enrollmentList = lazyPage(() => import('../features/dashboard/EnrollmentListPage.tsx'));
const course = lazyPage(() => import('../features/course/CoursePage.tsx'));

/** A route showing `element`, whose chunk start-up may preload (see preloadRoute.ts). */
function page(
  path: string | undefined,
  element: ReactNode,
  { preload }: Pick<LazyPage<object>, 'preload'>,
): RouteObject {
  const handle: PreloadHandle = { preload };
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

/** Older share links (`/homepage/course/{slug}`) keep working (docs/contract.md, "Links Atrium builds"). */
function LegacyCourseRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/course/${encodeURIComponent(slug)}/`} replace />;
}

/** Every screen, relative to the public path. */
export const pageRoutes: RouteObject[] = [
  page(undefined, <home.Page />, home),
  page('home', <home.Page />, home),
  page('profile', <profile.Page />, profile),
  page('overview', <overview.Page />, overview),
  page('inprogress', <enrollmentList.Page progress="in-progress" />, enrollmentList),
  page('completed', <enrollmentList.Page progress="completed" />, enrollmentList),
  page('discover', <discover.Page />, discover),
  page('search', <search.Page />, search),
  page('partners', <partners.Page />, partners),
  page('partners/:shortName', <partner.Page />, partner),
  page('course/:slug', <course.Page />, course),
  page('program/:slug', <program.Page />, program),
  page('instructor/:slug', <instructor.Page />, instructor),
  page('staticpages/:page', <staticPage.Page />, staticPage),
  { path: 'homepage/course/:slug', element: <LegacyCourseRedirect /> },
  page('*', <notFound.Page />, notFound),
];

export const routes: RouteObject[] = [{ element: <Layout />, children: pageRoutes }];
