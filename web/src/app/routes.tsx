/** The route table: every screen (docs/product-rules.md, "Screens and routes"), each page its own chunk. */
import type { RouteObject } from '../lib/router/index.ts';
import { CanonicalAddress } from './CanonicalAddress.tsx';
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

/**
 * The LMS's about link names the course id: on a stock platform it is the slug, so the course's first
 * call goes out with start-up; elsewhere the slug is looked up first (CanonicalAddress.tsx).
 */
const handOffCourseFirstCalls: PagePrefetch = (context) => {
  if (context.settings.platformApi !== 'openedx') return;
  prefetchCourse({ ...context, params: { slug: context.params.courseId ?? '' } });
};

/** Shown at its canonical address only (docs/contract.md, "Links Atrium builds"): others are replaced. */
function canonical(route: RouteObject): RouteObject {
  return { ...route, element: <CanonicalAddress>{route.element}</CanonicalAddress> };
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
  canonical(page('search', search, {}, searchFirstCalls)),
  // The addresses an LMS hands to its catalog app (docs/open-edx-apis.md): replaced by the canonical.
  canonical(page('courses', search, {}, searchFirstCalls)),
  canonical(page('courses/:courseId/about', course, {}, handOffCourseFirstCalls)),
  page('partners', partners, {}),
  page('partners/:shortName', partner, {}),
  canonical(page('course/:slug', course, {}, prefetchCourse)),
  page('program/:slug', program, {}),
  page('instructor/:slug', instructor, {}),
  page('staticpages/:page', staticPage, {}),
  // Older share links keep working.
  { path: 'homepage/course/:slug', element: <CanonicalAddress /> },
  page('*', notFound, {}),
];

export const routes: RouteObject[] = [{ element: <Layout />, children: pageRoutes }];
