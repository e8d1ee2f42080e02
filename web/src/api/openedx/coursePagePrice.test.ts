import { stockEnrollment } from '@atrium/contract/samples';
import { EnrollmentCourseDetails } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { coursePagePrice } from './coursePagePrice.ts';

const ID = 'course-v1:AtriumX+PHY301+2026';
const [, verified] = stockEnrollment.course_details.course_modes;
const paidOnly = EnrollmentCourseDetails.parse({
  ...stockEnrollment.course_details,
  course_modes: [verified],
});

describe('a stock course page’s price', () => {
  it.each<[string, EnrollmentCourseDetails | null, string | null | undefined, object | null]>([
    ['the modes’ first', paidOnly, '€1', { active: true, price: 4900, currency: 'USD', price_label: null }],
    ['the printed price without modes', null, 'E£3,960', { active: true, price_label: 'E£3,960' }],
    ['free where printed so', null, 'Free', { active: false, price: 0, course_id: ID }],
    ['free where printed as zero', null, '$0', { active: false }],
    ['unknown without either', null, null, null],
    ['unknown where the courseware API was not asked', null, undefined, null],
    ['unknown where the printed price is blank', null, '  ', null],
  ])('is %s', (_, modes, printed, expected) => {
    const price = coursePagePrice(ID, modes, printed);
    if (expected === null) expect(price).toBeNull();
    else expect(price).toMatchObject(expected);
  });
});
