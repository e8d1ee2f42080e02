import { describe, expect, it } from 'vitest';
import type { TocNodeRow } from '../repositories/courses.ts';
import { outlineBlocks, usageId } from './outlineBlocks.ts';
import { courseVisibility, linksLessons, showsOutline } from './outlineVisibility.ts';

const KEY = 'course-v1:AtriumX+CS101+2026';
const node = (depth: 0 | 1 | 2, name: string, position: number): TocNodeRow => ({
  depth,
  name,
  type: depth === 2 ? 'video' : 'other',
  position,
});
// Two weeks: the first with two lessons of two and one units, the second with one lesson of one unit.
const NODES = [
  node(0, 'Week 1', 1),
  node(1, 'Lesson 1.1', 2),
  node(2, 'u1', 3),
  node(2, 'u2', 4),
  node(1, 'Lesson 1.2', 5),
  node(2, 'u3', 6),
  node(0, 'Week 2', 7),
  node(1, 'Lesson 2.1', 8),
  node(2, 'u4', 9),
];
const id = (type: string, position: number | 'course') => usageId(KEY, type, String(position));
const build = (completeUnits: number, linkBase: string | null = null) =>
  outlineBlocks({ courseKey: KEY, name: 'Intro to CS', nodes: NODES, linkBase, completeUnits }).blocks;

describe('the outline blocks of a course', () => {
  it('lists the course, its chapters and sequentials in reading order, each naming its children', () => {
    const blocks = build(0);
    expect(Object.keys(blocks)).toEqual([
      id('course', 'course'),
      id('chapter', 1),
      id('sequential', 2),
      id('sequential', 5),
      id('chapter', 7),
      id('sequential', 8),
    ]);
    expect(blocks[id('course', 'course')]).toMatchObject({
      type: 'course',
      display_name: 'Intro to CS',
      children: [id('chapter', 1), id('chapter', 7)],
    });
    expect(blocks[id('chapter', 1)]).toMatchObject({
      type: 'chapter',
      display_name: 'Week 1',
      children: [id('sequential', 2), id('sequential', 5)],
    });
    // The serializer never descends past a sequential: its units are not blocks.
    expect(blocks[id('sequential', 2)]).toMatchObject({ display_name: 'Lesson 1.1', children: [] });
  });

  it('makes usage ids of the course run', () => {
    expect(id('chapter', 1)).toBe('block-v1:AtriumX+CS101+2026+type@chapter+block@1');
  });

  it.each<[string, number, string[]]>([
    ['nothing done', 0, []],
    ['the first lesson done', 2, [id('sequential', 2)]],
    ['the first week done', 3, [id('chapter', 1), id('sequential', 2), id('sequential', 5)]],
    [
      'everything done',
      4,
      [
        id('course', 'course'),
        id('chapter', 1),
        id('sequential', 2),
        id('sequential', 5),
        id('chapter', 7),
        id('sequential', 8),
      ],
    ],
  ])('marks complete what is done: %s', (_, units, complete) => {
    const blocks = build(units);
    expect(Object.keys(blocks).filter((key) => blocks[key]?.complete)).toEqual(complete);
  });

  it.each<[string, string | null, string | null]>([
    ['links lessons into the course', 'https://lms.test/learning/c', 'https://lms.test/learning/c?block=2'],
    ['links nothing', null, null],
  ])('%s', (_, base, lessonUrl) => {
    expect(build(0, base)[id('sequential', 2)]?.lms_web_url).toBe(lessonUrl);
  });

  it('gives a course without contents only its course block', () => {
    const blocks = outlineBlocks({
      courseKey: KEY,
      name: 'Empty',
      nodes: [],
      linkBase: null,
      completeUnits: 0,
    });
    expect(Object.values(blocks.blocks)).toEqual([expect.objectContaining({ type: 'course', children: [] })]);
  });
});

describe('who sees a course’s outline', () => {
  it.each<[string, { price: number; self_paced: number }, string]>([
    ['a free self-paced course', { price: 0, self_paced: 1 }, 'public_outline'],
    ['a free instructor-paced course', { price: 0, self_paced: 0 }, 'private'],
    ['a paid self-paced course', { price: 4900, self_paced: 1 }, 'private'],
  ])('%s is %s', (_, course, visibility) => {
    expect(courseVisibility(course)).toBe(visibility);
  });

  it.each<[string, { enrolled: boolean; staff: boolean }, 'private' | 'public_outline', boolean, boolean]>([
    ['a visitor, private', { enrolled: false, staff: false }, 'private', false, false],
    ['a visitor, public outline', { enrolled: false, staff: false }, 'public_outline', true, false],
    ['the enrolled learner, private', { enrolled: true, staff: false }, 'private', true, true],
    ['staff, private', { enrolled: false, staff: true }, 'private', true, true],
  ])('%s: blocks %s, links %s', (_, caller, visibility, blocks, links) => {
    expect(showsOutline(caller, visibility)).toBe(blocks);
    expect(linksLessons(caller)).toBe(links);
  });
});
