import type { CourseSummary } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { testCourse } from '../../test/testCourse.ts';
import { addPage, clearPages, parsePages, removePage } from './rules.ts';

const course = (slug: string, title = slug): CourseSummary => testCourse({ slug, title });
const slugs = (pages: readonly CourseSummary[]) => pages.map((page) => page.course_slug);

describe('addPage (docs/product-rules.md, "Recently viewed")', () => {
  it.each<[string, string[], string, string[]]>([
    ['into an empty list', [], 'a', ['a']],
    ['puts the new page first', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['keeps at most three', ['a', 'b', 'c'], 'd', ['d', 'a', 'b']],
    ['moves an earlier entry with the same slug to the front', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['re-adding the first changes nothing', ['a', 'b'], 'a', ['a', 'b']],
  ])('%s', (_, before, added, after) => {
    expect(
      slugs(
        addPage(
          before.map((slug) => course(slug)),
          course(added),
        ),
      ),
    ).toEqual(after);
  });

  it('keeps the newest data of a re-added course', () => {
    const pages = addPage([course('a', 'Old title')], course('a', 'New title'));
    expect(pages.map((page) => page.additional_metadata.display_name)).toEqual(['New title']);
  });
});

describe('removePage and clearPages', () => {
  it.each<[string[], string, string[]]>([
    [['a', 'b', 'c'], 'b', ['a', 'c']],
    [['a', 'b'], 'x', ['a', 'b']],
    [[], 'a', []],
  ])('%j without %s → %j', (before, removed, after) => {
    expect(
      slugs(
        removePage(
          before.map((slug) => course(slug)),
          removed,
        ),
      ),
    ).toEqual(after);
  });

  it('clears all', () => {
    expect(clearPages()).toEqual([]);
  });
});

describe('parsePages (what localStorage holds)', () => {
  const valid = JSON.stringify([course('a'), course('b')]);
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['JSON but not a list', '{"course_slug":"a"}', []],
    ['a list of the wrong things', '[1, "a", null, {"slug": "a"}]', []],
    ['valid courses', valid, ['a', 'b']],
    ['bad entries dropped, good kept', JSON.stringify([{ nope: true }, course('a')]), ['a']],
    ['duplicates dropped', JSON.stringify([course('a'), course('a'), course('b')]), ['a', 'b']],
    [
      'more than three trimmed',
      JSON.stringify(['a', 'b', 'c', 'd'].map((slug) => course(slug))),
      ['a', 'b', 'c'],
    ],
  ])('%s', (_, stored, expected) => {
    expect(slugs(parsePages(stored))).toEqual(expected);
  });
});
