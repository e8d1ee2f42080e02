/** An enrollment and its outline for the enrolled-course rules' tests, with a fixed "now". */
import type { CourseOutline, EnrolledCourse } from '@atrium/contract';

export const now = new Date('2026-06-15T12:00:00Z');
export const PAST = '2026-01-01T00:00:00Z';
export const FUTURE = '2027-01-01T00:00:00Z';

export function course(
  overrides: {
    start?: string | null;
    end?: string | null;
    complete?: number;
    incomplete?: number;
    prereqs?: { course_slug: string; display_name: string }[];
    slug?: string;
  } = {},
): EnrolledCourse {
  return {
    course_details: {
      course_id: 'course-v1:Org+C1+2026',
      course_name: 'Data Science',
      org_display_name: 'Org',
      course_image_url: null,
      course_start: overrides.start === undefined ? PAST : overrides.start,
      course_end: overrides.end === undefined ? FUTURE : overrides.end,
    },
    course_metadata: { slug: overrides.slug ?? 'data-science' },
    organization: { short_name: 'org' },
    progress: { complete_count: overrides.complete ?? 0, incomplete_count: overrides.incomplete ?? 10 },
    pre_req_courses: overrides.prereqs ?? [],
  };
}

export function outline(
  visited: boolean,
  certificate: string | null = null,
  url: string | null = 'https://learn/resume',
): CourseOutline {
  return {
    resume_course: { url, has_visited_course: visited },
    cert_data: { cert_web_view_url: certificate, cert_status: certificate ? 'downloadable' : '' },
    course_blocks: null,
  };
}

export const urls = {
  lmsBaseUrl: 'https://lms.example.org',
  courseHome: 'https://learn.example.org/course/x/home',
};
export const prereq = [{ course_slug: 'intro', display_name: 'Intro' }];
