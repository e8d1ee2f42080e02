import type { Subject } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT_PAGES, mergeSubjectPages, remainingSubjectPages } from './rules.ts';

describe('remainingSubjectPages (subject list, 25 a page)', () => {
  it.each<[number, boolean, number[]]>([
    [0, false, []],
    [25, false, []],
    [26, true, [2]],
    [60, true, [2, 3]],
    [100, true, [2, 3, 4]],
    [101, true, [2, 3, 4, 5]],
    [10, true, [2]], // count unhelpful, but page 1 says there is more
    [-5, false, []],
    [0.5, false, []],
  ])('count %d, next %s → %j', (count, hasNext, pages) => {
    expect(remainingSubjectPages(count, hasNext)).toEqual(pages);
  });
});

describe('remainingSubjectPages with a count no platform has', () => {
  it.each([1e21, 1e308, Number.MAX_SAFE_INTEGER])('count %d asks for pages 2 to 40 only', (count) => {
    const pages = remainingSubjectPages(count, true);
    expect(pages).toHaveLength(MAX_SUBJECT_PAGES - 1);
    expect(pages.at(-1)).toBe(MAX_SUBJECT_PAGES);
  });
});

describe('mergeSubjectPages', () => {
  const subject = (slug: string) => ({ slug, title: slug.toUpperCase() }) as Subject;
  it('keeps page order and each slug once', () => {
    const merged = mergeSubjectPages([[subject('a'), subject('b')], [subject('b'), subject('c')], []]);
    expect(merged.map((s) => s.slug)).toEqual(['a', 'b', 'c']);
  });
});
