/**
 * Shows its page at the page's canonical address only, replacing any other spelling of it (history
 * `replace`: Back does not return to the hand-off address), query string and hash kept.
 */
import type { ReactNode } from 'react';
import { useApiClient } from '../api/ApiProvider.tsx';
import { courseTocQuery } from '../api/courses.ts';
import { searchResultsQuery } from '../api/discovery.ts';
import { useSettings } from '../config/SettingsProvider.tsx';
import { useQuery } from '../lib/query/useQuery.ts';
import { Navigate, useLocation } from '../lib/router/index.ts';
import { NotFoundPage } from '../features/not-found/index.ts';
import { coursePath } from '../common/links/courseLinks.ts';
import { addressTarget } from './canonicalAddress.ts';
import { SLUG_SEARCH_PAGE_SIZE, slugOfCourseId } from './slugOfCourseId.ts';

/** On an admin-console platform: the course page of `courseId`, once its slug is known. */
function CourseIdAddress({ courseId, rest }: { courseId: string; rest: string }) {
  const client = useApiClient();
  const toc = useQuery(courseTocQuery(client, courseId));
  const name = toc.data?.toc.name.trim() ?? '';
  const hits = useQuery({
    ...searchResultsQuery(client, { search_string: name }, 1, '', SLUG_SEARCH_PAGE_SIZE),
    enabled: name !== '',
  });
  const slug = hits.data ? slugOfCourseId(hits.data.results, courseId) : null;
  if (slug !== null) return <Navigate to={`${coursePath(slug)}${rest}`} replace />;
  // An unknown id (its outline is a 404), a nameless course or one the search does not find.
  if (toc.isError || hits.isError || (toc.data && name === '') || hits.data) return <NotFoundPage />;
  return null;
}

export function CanonicalAddress({ children = null }: { children?: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { platformApi } = useSettings();
  const target = addressTarget(pathname, platformApi === 'openedx');
  const rest = `${search}${hash}`;
  if (target.kind === 'replace') return <Navigate to={`${target.pathname}${rest}`} replace />;
  if (target.kind === 'courseId') return <CourseIdAddress courseId={target.courseId} rest={rest} />;
  return children;
}
