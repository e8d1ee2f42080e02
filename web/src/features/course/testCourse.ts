/** A course-page answer for tests, parsed by the real contract schema. */
import { CourseDetail } from '@atrium/contract';

interface Options {
  start?: string | null;
  end?: string | null;
  total?: number;
  max?: number | null;
  prerequisite?: string;
  about?: string;
  video?: string | null;
}

export function courseDetail(options: Options = {}): CourseDetail {
  return CourseDetail.parse({
    course_id: 'course-v1:X+Y+Z',
    course_slug: 'test-course',
    instructors: [],
    additional_metadata: {
      display_name: 'Test Course',
      course_start: options.start ?? null,
      course_end: options.end ?? null,
      total_enrollments: options.total ?? 0,
      max_enrollments: options.max ?? null,
      about_overview: options.about ?? '<p>About</p>',
      intro_video: options.video ?? null,
      pre_req_courses: options.prerequisite
        ? [{ course_slug: options.prerequisite, display_name: 'Python' }]
        : [],
    },
    paid_course: null,
    partner: null,
    what_you_will_learn: [],
    requirements: [],
  });
}
