import { afterEach, describe, expect, it } from 'vitest';
import { setDroppedItemReporter } from '../lenient.ts';
import { CoursewareCourse, CoursewareQuery } from './courseware.ts';

afterEach(() => setDroppedItemReporter(() => {}));

/** A visitor's answer, shaped after `CourseInfoSerializer` (values invented). */
const visitorAnswer = {
  id: 'course-v1:OpenEdx+201+2031',
  name: 'Soil &lt;Science&gt;',
  display_org_with_default: 'OpenEdx',
  display_number_with_default: '201',
  short_description: 'What lies beneath our feet.',
  language: 'en',
  start: '2031-01-01T00:00:00Z',
  end: null,
  enrollment_start: '2030-11-01T00:00:00Z',
  enrollment_end: null,
  start_display: 'Jan 01, 2031',
  start_type: 'timestamp',
  effort: '4:00',
  pacing: 'instructor',
  overview: '<section class="about"><h2>About This Course</h2></section>',
  pre_requisite_courses: [{ key: 'course-v1:OpenEdx+101+2030', display: 'OpenEdx 101' }],
  course_price: '$49',
  media: {
    course_image: { uri: '/asset-v1:OpenEdx+201+2031+type@asset+block@course.jpg' },
    course_video: { uri: null },
    image: {
      raw: 'https://lms.example/raw.jpg',
      small: 'https://lms.example/s.jpg',
      large: 'https://lms.example/l.jpg',
    },
  },
  enrollment: { mode: null, is_active: false },
  invitation_only: false,
  is_course_full: false,
  // Learning-area fields Atrium does not read.
  celebrations: { first_section: false },
  course_goals: { selected_goal: null, weekly_learning_goal_enabled: false },
};

describe('courseware course answer', () => {
  it('reads the facts a course page shows', () => {
    const out = CoursewareCourse.parse(visitorAnswer);
    expect(out).toMatchObject({
      id: visitorAnswer.id,
      name: 'Soil &lt;Science&gt;',
      display_org_with_default: 'OpenEdx',
      display_number_with_default: '201',
      effort: '4:00',
      pacing: 'instructor',
      course_price: '$49',
      pre_requisite_courses: [{ key: 'course-v1:OpenEdx+101+2030', display: 'OpenEdx 101' }],
      enrollment: { mode: null, is_active: false },
      media: { course_image: { uri: visitorAnswer.media.course_image.uri }, banner_image: { uri: null } },
    });
    expect(out).not.toHaveProperty('celebrations');
  });

  it('reads an answer trimmed by requested_fields with every other field at its default', () => {
    const out = CoursewareCourse.parse({ id: visitorAnswer.id, course_price: 'Free' });
    expect(out).toMatchObject({
      name: '',
      course_price: 'Free',
      overview: null,
      pre_requisite_courses: [],
      enrollment: { mode: null, is_active: false },
      invitation_only: false,
      start: null,
    });
  });

  it("reads a learner's enrollment", () => {
    const out = CoursewareCourse.parse({ ...visitorAnswer, enrollment: { mode: 'audit', is_active: true } });
    expect(out.enrollment).toEqual({ mode: 'audit', is_active: true });
  });

  it('drops a prerequisite without a key, keeping the others', () => {
    const dropped: string[] = [];
    setDroppedItemReporter((where) => dropped.push(where));
    const out = CoursewareCourse.parse({
      ...visitorAnswer,
      pre_requisite_courses: [{ display: 'No key' }, { key: 'course-v1:A+1+2', display: 'A 1' }, 'x'],
    });
    expect(out.pre_requisite_courses).toEqual([{ key: 'course-v1:A+1+2', display: 'A 1' }]);
    expect(dropped).toEqual(['prerequisite course', 'prerequisite course']);
  });

  it('refuses an answer without a course id', () => {
    expect(CoursewareCourse.safeParse({ ...visitorAnswer, id: '' }).success).toBe(false);
  });
});

describe('courseware query', () => {
  it('passes requested_fields on as sent', () => {
    expect(CoursewareQuery.parse({ requested_fields: 'pre_requisite_courses,course_price' })).toEqual({
      requested_fields: 'pre_requisite_courses,course_price',
    });
    expect(CoursewareQuery.parse({ requested_fields: ['id', 'id,name'] })).toEqual({
      requested_fields: 'id,name',
    });
    expect(CoursewareQuery.safeParse({ requested_fields: 'x'.repeat(2001) }).success).toBe(false);
  });
});
