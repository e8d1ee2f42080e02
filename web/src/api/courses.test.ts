import { CourseSummary, type DiscoveryHit } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { excludeCourse } from './courses.ts';

const hit = (id: string, slug: string, isProgram = false): DiscoveryHit => ({
  data: {
    id,
    content: { display_name: slug },
    course_metadata: CourseSummary.parse({
      course_slug: slug,
      additional_metadata: { display_name: slug },
      paid_course: { active: false, price: 0, course_id: id },
    }),
  },
  isProgram,
});

describe('excludeCourse (similar courses)', () => {
  it('leaves out the course itself, by slug or by course id, and programs', () => {
    const hits = [
      hit('course-v1:A+1+X', 'self'),
      hit('course-v1:A+2+X', 'other'),
      hit('course-v1:A+3+X', 'renamed'),
      hit('program:p', 'p', true),
    ];
    const self = { slug: 'self', courseId: 'course-v1:A+3+X', name: 'Self' };
    expect(excludeCourse(hits, self).map((h) => h.data.course_metadata.course_slug)).toEqual(['other']);
  });

  it('leaves out another run of the same course: a course of the same title, whatever its case', () => {
    const hits = [hit('course-v1:A+1+2025', 'piano-2025'), hit('course-v1:A+2+X', 'other')];
    const self = { slug: 'piano', courseId: 'course-v1:A+1+2026', name: ' Piano-2025 ' };
    expect(excludeCourse(hits, self).map((h) => h.data.course_metadata.course_slug)).toEqual(['other']);
  });

  it('keeps everything else when the course id is unknown', () => {
    expect(
      excludeCourse([hit('a', 'a'), hit('b', 'b')], { slug: 'x', courseId: '', name: 'X' }),
    ).toHaveLength(2);
  });
});
