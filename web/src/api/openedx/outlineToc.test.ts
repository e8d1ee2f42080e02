import type { CourseBlocks, OutlineBlock } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { tocOfOutline } from './outlineToc.ts';

const block = (
  id: string,
  type: string,
  children: string[] = [],
  url: string | null = null,
): OutlineBlock => ({
  id,
  type,
  display_name: `${id} name`,
  children,
  complete: false,
  lms_web_url: url,
});
const blocksOf = (...list: OutlineBlock[]): CourseBlocks => ({
  blocks: Object.fromEntries(list.map((b) => [b.id, b])),
});

describe('a stock outline as a table of contents', () => {
  it.each<[string, CourseBlocks, string[][]]>([
    [
      'weeks and their lessons, in the course’s order',
      blocksOf(
        block('c', 'course', ['w2', 'w1']),
        block('w1', 'chapter', ['l1']),
        block('w2', 'chapter', ['l2', 'l3']),
        block('l1', 'sequential'),
        block('l2', 'sequential'),
        block('l3', 'sequential'),
      ),
      [
        ['w2 name', 'l2 name', 'l3 name'],
        ['w1 name', 'l1 name'],
      ],
    ],
    ['a week without lessons', blocksOf(block('c', 'course', ['w1']), block('w1', 'chapter')), [['w1 name']]],
    [
      'children the map lacks skipped',
      blocksOf(block('c', 'course', ['w1', 'gone']), block('w1', 'chapter', ['l1', 'gone'])),
      [['w1 name']],
    ],
    ['no course block', blocksOf(block('w1', 'chapter')), []],
    ['no blocks (a visitor of a private course)', null, []],
  ])('%s', (_, blocks, expected) => {
    const toc = tocOfOutline(blocks);
    expect(toc.sections.map((s) => [s.name, ...s.subsections.map((sub) => sub.name)])).toEqual(expected);
    for (const section of toc.sections) for (const sub of section.subsections) expect(sub.units).toEqual([]);
  });

  it('keeps the links the outline gives, and none it does not', () => {
    const toc = tocOfOutline(
      blocksOf(
        block('c', 'course', ['w1'], 'https://lms.test/c'),
        block('w1', 'chapter', ['l1', 'l2'], 'https://lms.test/w1'),
        block('l1', 'sequential', [], 'https://lms.test/l1'),
        block('l2', 'sequential'),
      ),
    );
    expect(toc.lms_url).toBe('https://lms.test/c');
    expect(toc.name).toBe('c name');
    expect(toc.sections[0]?.lms_url).toBe('https://lms.test/w1');
    expect(toc.sections[0]?.subsections.map((s) => s.lms_url)).toEqual(['https://lms.test/l1', null]);
  });
});
