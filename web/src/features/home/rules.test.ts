import { describe, expect, it } from 'vitest';
import { exploreSort, exploreTab, highlightParts, popularSubjectCount } from './rules.ts';

describe('popularSubjectCount (spec: 10 if ≥10, else 5 if ≥5, else all)', () => {
  it.each([
    [0, 0],
    [3, 3],
    [4, 4],
    [5, 5],
    [9, 5],
    [10, 10],
    [25, 10],
  ])('%d available → %d shown', (available, shown) => {
    expect(popularSubjectCount(available)).toBe(shown);
  });
});

describe('highlightParts (every occurrence, case-insensitive)', () => {
  const marked = (title: string, word: string | null) =>
    highlightParts(title, word)
      .map((part) => (part.highlight ? `[${part.text}]` : part.text))
      .join('');
  it.each<[string, string | null, string]>([
    ['Learn without limits', 'limits', 'Learn without [limits]'],
    ['Limits, limits, LIMITS', 'limits', '[Limits], [limits], [LIMITS]'],
    ['Sınırsız öğrenin', 'Sınırsız', '[Sınırsız] öğrenin'],
    ['یادگیری بدون مرز', 'مرز', 'یادگیری بدون [مرز]'],
    ['Learn without limits', 'absent', 'Learn without limits'],
    ['Learn without limits', '', 'Learn without limits'],
    ['Learn without limits', null, 'Learn without limits'],
  ])('%s / %s', (title, word, expected) => {
    expect(marked(title, word)).toBe(expected);
  });

  it('gives nothing for an empty title', () => {
    expect(highlightParts('', 'x')).toEqual([]);
  });
});

describe('explore tabs', () => {
  it.each<[string | null, string, string]>([
    [null, 'top-courses', 'popular'],
    ['top-courses', 'top-courses', 'popular'],
    ['recently-added', 'recently-added', 'recent'],
    ['nonsense', 'top-courses', 'popular'],
  ])('%s → %s (sort %s)', (value, tab, sort) => {
    expect(exploreTab(value)).toBe(tab);
    expect(exploreSort(exploreTab(value))).toBe(sort);
  });
});
