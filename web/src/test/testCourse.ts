/** A catalogue course for tests, parsed by the real contract schema (so defaults are the real ones). */
import { CourseSummary } from '@atrium/contract';

export interface TestCourseOptions {
  slug?: string;
  title?: string;
  image?: string | null;
  logo?: string | null;
  partner?: boolean;
  instructors?: string[];
  units?: number;
  weeks?: number | null;
  hours?: [number, number] | null;
  paid?: { price: number; currency: string; has_trial?: boolean } | null;
}

export function testCourse(options: TestCourseOptions = {}): CourseSummary {
  const slug = options.slug ?? 'intro-data-science';
  return CourseSummary.parse({
    course_slug: slug,
    instructors: (options.instructors ?? ['Sara Ahmadi']).map((name) => ({
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
    })),
    total_weeks_of_effort: options.weeks === undefined ? 8 : options.weeks,
    hours_effort_per_week_min: options.hours === undefined ? 3 : (options.hours?.[0] ?? null),
    hours_effort_per_week_max: options.hours === undefined ? 5 : (options.hours?.[1] ?? null),
    additional_metadata: {
      display_name: options.title ?? 'Introduction to Data Science',
      course_image_url: options.image === undefined ? '/static/covers/ds.jpg' : options.image,
      units_count: options.units ?? 42,
    },
    paid_course: options.paid
      ? { active: true, has_trial: false, course_id: `course-v1:X+${slug}+1`, ...options.paid }
      : null,
    partner:
      options.partner === false
        ? null
        : {
            organization: {
              id: 7,
              name: 'Tehran Institute of Data',
              short_name: 'TID',
              logo: options.logo === undefined ? 'https://cdn.example.org/tid.svg' : options.logo,
            },
            courses_count: 12,
          },
  });
}
