/**
 * An admin-console platform's course named by its course id (the LMS's about link): replaced by the
 * course page at its slug once looked up (slugOfCourseId.ts), or the not-found page.
 */
import { useApiClient } from '../api/ApiProvider.tsx';
import { courseTocQuery } from '../api/courses.ts';
import { searchResultsQuery } from '../api/discovery.ts';
import { coursePath } from '../common/links/courseLinks.ts';
import { NotFoundPage } from '../features/not-found/index.ts';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '../lib/router/index.ts';
import { SLUG_SEARCH_PAGE_SIZE, slugOfCourseId } from './slugOfCourseId.ts';

/** `rest`: the hand-off address's query and hash, kept. */
export default function CourseIdAddress({ courseId, rest }: { courseId: string; rest: string }) {
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
