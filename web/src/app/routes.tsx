/** The route table: every screen (docs/product-rules.md, "Screens and routes"), each page its own chunk. */
import { Navigate, useParams, type RouteObject } from '../lib/router/index.ts';
import { Layout } from './Layout.tsx';
import type { PagePrefetch } from '../common/page/pagePrefetch.ts';
// The banner's and the course's first calls need nothing their pages' chunks bring: they go out
// without waiting for them.
import { prefetchCourse } from '../features/course/prefetch.ts';
import { prefetchHome } from '../features/home/prefetch.ts';
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

/**
 * A route showing `lazy`'s page with `props`; start-up may start its chunk and first calls
 * (preloadRoute.ts): the page's own prefetch once its chunk is here, or `prefetch` at once.
 */
function page<P extends object>(
  path: string | undefined,
  { Page, preload, prefetch: pagePrefetch }: LazyPage<P>,
  props: P,
  prefetch: PagePrefetch<P> = pagePrefetch,
): RouteObject {
  const element = <Page {...props} />;
  const handle: PreloadHandle = { preload, prefetch: (context) => prefetch(context, props) };
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

/**
 * A search's first call is a POST, which needs the LMS's CSRF token: asked with start-up, the token is
 * here by the time the page's chunk is, instead of one round trip after it.
 */
const searchFirstCalls: PagePrefetch = (context, props) => {
  context.client.prepareUnsafeCalls();
  search.prefetch(context, props);
};

/** Older share links (`/homepage/course/{slug}`) keep working (docs/contract.md, "Links Atrium builds"). */
function LegacyCourseRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/course/${encodeURIComponent(slug)}/`} replace />;
}

/** Every screen, relative to the public path. */
export const pageRoutes: RouteObject[] = [
  page(undefined, home, {}, prefetchHome),
  page('home', home, {}, prefetchHome),
  page('profile', profile, {}),
  page('overview', overview, {}),
  page('inprogress', enrollmentList, { progress: 'in-progress' as const }),
  page('completed', enrollmentList, { progress: 'completed' as const }),
  page('discover', discover, {}),
  page('search', search, {}, searchFirstCalls),
  page('partners', partners, {}),
  page('partners/:shortName', partner, {}),
  page('course/:slug', course, {}, prefetchCourse),
  page('program/:slug', program, {}),
  page('instructor/:slug', instructor, {}),
  page('staticpages/:page', staticPage, {}),
  { path: 'homepage/course/:slug', element: <LegacyCourseRedirect /> },
  page('*', notFound, {}),
];

export const routes: RouteObject[] = [{ element: <Layout />, children: pageRoutes }];
