/**
 * Adds a course to "recently viewed" without holding the caller's chunk: the list's store and rules
 * load when a course is first recorded (a card clicked, a course page shown), not with every page that
 * may record one. A course page, a search page and the home page each fetch two files fewer at first.
 */
import type { CourseSummary } from '@atrium/contract';

export function recordRecentPage(course: CourseSummary): void {
  void import('./recentPages.ts').then(({ addRecentPage }) => addRecentPage(course));
}
