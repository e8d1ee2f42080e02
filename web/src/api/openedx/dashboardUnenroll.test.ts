import { describe, expect, it } from 'vitest';
import { ChangeEnrollmentForm, EnrollmentChange } from '@atrium/contract';
import { unenrollChangeFromStock, unenrollForm } from './dashboardUnenroll.ts';

// Both course key forms the LMS accepts.
const COURSE_IDS = [['course-v1:edX+DemoX+Demo_Course'], ['edX/DemoX/Demo_Course']];

describe('unenrollForm', () => {
  it.each(COURSE_IDS)('%s → the change_enrollment form the contract accepts', (courseId) => {
    const form = unenrollForm(courseId);
    expect(form).toEqual({ course_id: courseId, enrollment_action: 'unenroll' });
    expect(ChangeEnrollmentForm.safeParse(form).success).toBe(true);
  });
});

describe('unenrollChangeFromStock', () => {
  it.each(COURSE_IDS)('a 2xx for %s reads as that course left', (courseId) => {
    const change = unenrollChangeFromStock(unenrollForm(courseId));
    expect(change).toEqual({ course_id: courseId, is_active: false });
    expect(EnrollmentChange.parse(change)).toEqual(change);
  });
});
