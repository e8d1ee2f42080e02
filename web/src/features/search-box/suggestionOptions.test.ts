import type { DiscoveryHit } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { testCourse } from '../../test/testCourse.ts';
import { MAX_SUGGESTIONS, suggestionOptions } from './suggestionOptions.ts';

const hit = (slug: string, isProgram = false): DiscoveryHit => {
  const course = testCourse({ slug, title: slug });
  return { data: { id: slug, content: { display_name: slug }, course_metadata: course }, isProgram };
};

const hrefs = (hits: DiscoveryHit[], hasProgramPages: boolean) =>
  suggestionOptions(hits, 'data', hasProgramPages).map((option) => option.href);

describe('suggestionOptions', () => {
  it.each([
    ['with program pages, a program leads to its page', true, ['/course/a/', '/program/p/', '/course/b/']],
    ['without them, the program is left out', false, ['/course/a/', '/course/b/']],
  ])('%s', (_, hasProgramPages, expected) => {
    expect(hrefs([hit('a'), hit('p', true), hit('b')], hasProgramPages)).toEqual([
      ...expected,
      '/search?q=data',
    ]);
  });

  it('fills the list with courses when programs are left out', () => {
    const hits = [hit('p', true), ...Array.from({ length: MAX_SUGGESTIONS }, (_, i) => hit(`c${i}`))];
    const options = suggestionOptions(hits, 'data', false);
    expect(options.filter((option) => option.kind === 'hit')).toHaveLength(MAX_SUGGESTIONS);
    expect(options.every((option) => !option.href.startsWith('/program/'))).toBe(true);
  });
});
