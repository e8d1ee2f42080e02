/**
 * The learner's enrollments (docs/contract.md, C4–C11): lists, one course's status, outline and
 * prerequisites, and the changes (enroll, unenroll, payment). Every learner query is disabled while
 * nobody is signed in, so a visitor never makes a learner call.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ProgressType } from '@atrium/contract';
import type { ApiClient } from './client.ts';

export const ENROLLMENT_PAGE_SIZE = 12;

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
    queryFn: username === null ? skipToken : ({ signal }) => client.call('enrollmentList', { query, signal }),
    placeholderData: samePersonsPrevious(username),
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

export function enrollmentStatusQuery(client: ApiClient, username: string | null, courseId: string) {
  return queryOptions({
    queryKey: enrollmentKeys.status(username, courseId),
    queryFn:
      username === null || courseId === ''
        ? skipToken
        : ({ signal }) => client.call('enrollmentStatus', { params: { course_id: courseId }, signal }),
  });
}

/** Fetched only when a course id exists (docs/product-rules.md, "When data is fetched"). */
export function courseOutlineQuery(client: ApiClient, username: string | null, courseId: string) {
  return queryOptions({
    queryKey: enrollmentKeys.outline(username, courseId),
    queryFn:
      username === null || courseId === ''
        ? skipToken
        : ({ signal }) => client.call('courseOutline', { params: { course_id: courseId }, signal }),
  });
}

/** Fetched only when a slug and a non-empty prerequisite list exist (docs/product-rules.md, "When data is fetched"): pass `needed`. */
export function prereqStatusQuery(client: ApiClient, username: string | null, slug: string, needed: boolean) {
  return queryOptions({
    queryKey: enrollmentKeys.prereq(username, slug),
    queryFn:
      username === null || slug === '' || !needed
        ? skipToken
        : ({ signal }) => client.call('prereqStatus', { params: { course_slug: slug }, signal }),
  });
}
