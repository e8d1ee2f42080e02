/** What `/overview` reads: its recent courses and the two lists whose counts it shows. */
import type { ApiClient } from '../../api/client.ts';
import { enrollmentListQuery } from '../../api/enrollments.ts';

/** The overview shows the learner's five most recent enrollments. */
export const RECENT_ENROLLMENTS = 5;

export function overviewQueries(client: ApiClient, username: string | null) {
  return {
    recent: enrollmentListQuery(client, username, { progress: 'all', page: 1, pageSize: RECENT_ENROLLMENTS }),
    inProgress: enrollmentListQuery(client, username, { progress: 'in-progress', page: 1 }),
    completed: enrollmentListQuery(client, username, { progress: 'completed', page: 1 }),
  };
}
