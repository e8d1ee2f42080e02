/**
 * The learner's enrollments (docs/contract.md, C4–C11): lists, one course's status, outline and
 * prerequisites, and the changes (enroll, unenroll, payment). Every learner query is disabled while
 * nobody is signed in, so a visitor never makes a learner call.
 */
import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { EnrolledCourse, ProgressType } from '@atrium/contract';
import type { ApiClient } from './client.ts';
import { callWhen } from './callFor.ts';
import { retryChange, sendChecked } from './changeRetry.ts';
import { ContractError } from './errors.ts';

// The contract's, so that the stock adapter reads it there rather than import this module (a loop).
import { ENROLLMENT_PAGE_SIZE } from '@atrium/contract';
export { ENROLLMENT_PAGE_SIZE };

export const enrollmentKeys = {
  all: ['enrollments'] as const,
  lists: () => [...enrollmentKeys.all, 'list'] as const,
  list: (
    username: string | null,
    progress: ProgressType | 'all',
    page: number,
    search: string,
    pageSize: number,
  ) => [...enrollmentKeys.lists(), username, progress, page, search, pageSize] as const,
  whole: (username: string | null, progress: ProgressType | 'all') =>
    [...enrollmentKeys.lists(), username, progress, 'whole'] as const,
  status: (username: string | null, courseId: string) =>
    [...enrollmentKeys.all, 'status', username, courseId] as const,
  outline: (username: string | null, courseId: string) =>
    [...enrollmentKeys.all, 'outline', username, courseId] as const,
  prereq: (username: string | null, slug: string) =>
    [...enrollmentKeys.all, 'prereq', username, slug] as const,
};

export interface EnrollmentListOptions {
  progress: ProgressType | 'all';
  page: number;
  search?: string;
  pageSize?: number;
}

export function enrollmentListQuery(
  client: ApiClient,
  username: string | null,
  options: EnrollmentListOptions,
) {
  const { progress, page, search = '', pageSize = ENROLLMENT_PAGE_SIZE } = options;
  const query = {
    ordering: 'recent' as const,
    page,
    ...(pageSize === ENROLLMENT_PAGE_SIZE ? {} : { page_size: pageSize }),
    ...(progress === 'all' ? {} : { progress }),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  return queryOptions({
    queryKey: enrollmentKeys.list(username, progress, page, search.trim(), pageSize),
    queryFn: callWhen(client, 'enrollmentList', username === null ? null : { query }),
    placeholderData: samePersonsPrevious(username),
  });
}

/** Pages asked for at most when reading a whole list: 100 a page where the platform allows it. */
const WHOLE_LIST_PAGES = 20;
const WHOLE_LIST_PAGE_SIZE = 100;

/**
 * Every enrollment of one progress, page after page, for searching in the browser where the platform
 * has no `search` parameter. The platform may keep its own page size: pages are read until one is
 * empty or `count` is reached.
 */
export function wholeEnrollmentListQuery(
  client: ApiClient,
  username: string | null,
  progress: ProgressType | 'all',
) {
  return queryOptions({
    queryKey: enrollmentKeys.whole(username, progress),
    queryFn:
      username === null
        ? skipToken
        : async ({ signal }) => {
            const courses: EnrolledCourse[] = [];
            for (let page = 1; page <= WHOLE_LIST_PAGES; page += 1) {
              const answer = await client.call('enrollmentList', {
                query: {
                  ordering: 'recent',
                  page,
                  page_size: WHOLE_LIST_PAGE_SIZE,
                  ...(progress === 'all' ? {} : { progress }),
                },
                signal,
              });
              courses.push(...answer.results);
              // `count`, not `next`, says when to stop: it is the one field every page carries.
              if (answer.results.length === 0 || courses.length >= answer.count) break;
            }
            return courses;
          },
  });
}

/**
 * The previous page stays on screen while the next loads, but only the same person's: when a refused
 * refresh turns the learner into a visitor, their list (and its total) must not linger as a placeholder.
 */
function samePersonsPrevious(username: string | null) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery?.queryKey[2] === username ? previous : undefined;
}

/** A learner's call about one course: asked only once someone is signed in and the course id is known. */
const learnersCourse = (username: string | null, courseId: string) =>
  username === null || courseId === '' ? null : { params: { course_id: courseId } };

export function enrollmentStatusQuery(client: ApiClient, username: string | null, courseId: string) {
  return queryOptions({
    queryKey: enrollmentKeys.status(username, courseId),
    queryFn: callWhen(client, 'enrollmentStatus', learnersCourse(username, courseId)),
  });
}

/** Fetched only when a course id exists (docs/product-rules.md, "When data is fetched"). */
export function courseOutlineQuery(client: ApiClient, username: string | null, courseId: string) {
  return queryOptions({
    queryKey: enrollmentKeys.outline(username, courseId),
    queryFn: callWhen(client, 'courseOutline', learnersCourse(username, courseId)),
  });
}

/**
 * Fetched only when a slug and a non-empty prerequisite list exist (docs/product-rules.md, "When data is
 * fetched"): pass `needed`. A verdict the enrollment list already carries (`prerequisites_met`, stock
 * LMS) is the answer, and nothing is asked.
 */
export function prereqStatusQuery(
  client: ApiClient,
  username: string | null,
  slug: string,
  needed: boolean,
  known?: boolean,
) {
  return queryOptions({
    queryKey: enrollmentKeys.prereq(username, slug),
    ...(known === undefined ? {} : { initialData: { fulfilled: known } }),
    queryFn: callWhen(
      client,
      'prereqStatus',
      username === null || slug === '' || !needed ? null : { params: { course_slug: slug } },
    ),
  });
}

/**
 * Leaves a course. Any 2xx answer is success whatever its body (empty, 204, a string or an object):
 * the earlier client read nothing from it, and the client raises a ContractError only for a 2xx
 * answer whose body it could not read.
 */
export async function unenroll(client: ApiClient, courseId: string): Promise<void> {
  try {
    await client.call('unenroll', { body: { course_id: courseId } });
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
  }
}

/** The learner's enrollment in one course as the platform has it now: a change's read-back. */
const readStatus = (client: ApiClient, courseId: string) =>
  client.call('enrollmentStatus', { params: { course_id: courseId } });

/**
 * Enrolls (C6). An answer lost on the way back is read back before the enroll is sent again: an
 * active enrollment is the answer.
 */
export function enrollMutation(client: ApiClient, courseId: string) {
  return mutationOptions({
    mutationFn: () =>
      sendChecked(
        'enroll',
        () => client.call('enroll', { body: { course_details: { course_id: courseId } } }),
        async () => {
          const status = await readStatus(client, courseId);
          return status.is_active ? status : null;
        },
      ),
    retry: retryChange('enroll'),
  });
}

/** Unenrolls (C7), reading back as `enrollMutation` does: an inactive enrollment means it was made. */
export function unenrollMutation(client: ApiClient, courseId: string) {
  return mutationOptions({
    mutationFn: () =>
      sendChecked(
        'unenroll',
        () => unenroll(client, courseId),
        // undefined (made) is unenroll's own answer; null means not made.
        async () => ((await readStatus(client, courseId)).is_active ? null : undefined),
      ),
    retry: retryChange('unenroll'),
  });
}

/**
 * Starts a payment (C11). Never sent twice: a payment cannot be read back, so it is sent again only
 * when its request never left.
 */
export function transactionMutation(client: ApiClient, courseId: string, username: string) {
  return mutationOptions({
    mutationFn: () => client.call('createTransaction', { body: { course_id: courseId, username } }),
    retry: retryChange('createTransaction'),
  });
}
