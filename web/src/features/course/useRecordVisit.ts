import type { CourseDetail, CourseSummary } from '@atrium/contract';
import { useEffect } from 'react';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';

/** The card's data only: the About HTML and the page's lists stay out of localStorage. */
export function summaryOf(course: CourseDetail): CourseSummary {
  const {
    course_slug,
    instructors,
    total_weeks_of_effort,
    hours_effort_per_week_min,
    hours_effort_per_week_max,
    paid_course,
    partner,
  } = course;
  return {
    course_slug,
    instructors,
    total_weeks_of_effort,
    hours_effort_per_week_min,
    hours_effort_per_week_max,
    additional_metadata: { ...course.additional_metadata, about_overview: '' },
    paid_course,
    partner,
  };
}

/**
 * Visiting the page adds the course to "recently viewed" (docs/product-rules.md, "Recently viewed"),
 * once `ready`.
 */
export function useRecordVisit(course: CourseDetail, ready: boolean): void {
  useEffect(() => {
    if (ready) recordRecentPage(summaryOf(course));
  }, [course, ready]);
}
