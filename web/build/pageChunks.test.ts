import { describe, expect, it } from 'vitest';
import {
  extraBytes,
  groupKey,
  hasCycle,
  pagesByModule,
  pagesOfKey,
  planGroups,
  staticClosure,
  type PageModule,
} from './pageChunks.ts';

/** A module graph as `id → static imports`. */
const graphOf =
  (graph: Record<string, string[]>) =>
  (id: string): string[] =>
    graph[id] ?? [];

/** Modules as `id → [pages, size]`. */
type Table = Record<string, [number[], number]>;
const modulesOf = (table: Table) =>
  new Map<string, PageModule>(Object.entries(table).map(([id, [pages, size]]) => [id, { pages, size }]));

/** Group key → its members, sorted, for readable expectations. */
const grouped = (groupOf: Map<string, string>) => {
  const groups: Record<string, string[]> = {};
  for (const [id, key] of [...groupOf].sort()) (groups[key] ??= []).push(id);
  return groups;
};

describe('staticClosure', () => {
  it.each([
    ['a leaf', { a: [] }, ['a'], ['a']],
    ['a chain', { a: ['b'], b: ['c'] }, ['a'], ['a', 'b', 'c']],
    ['a cycle once', { a: ['b'], b: ['a'] }, ['a'], ['a', 'b']],
    ['two roots', { a: ['c'], b: ['d'] }, ['a', 'b'], ['a', 'b', 'c', 'd']],
    ['no roots', { a: ['b'] }, [], []],
  ])('%s', (_, graph, roots, expected) => {
    expect([...staticClosure(roots, graphOf(graph))].sort()).toEqual(expected);
  });
});

describe('groupKey and pagesOfKey', () => {
  it.each([
    [[0], '1'],
    [[0, 1], '3'],
    [[1, 3], 'a'],
    [[0, 1, 2, 3, 4, 5], '1r'],
    [[40, 70], '6x5kxu9w0ffw8w'],
  ])('%j ⇄ %s', (pages, key) => {
    expect(groupKey(pages)).toBe(key);
    expect([...pagesOfKey(key)]).toEqual(pages);
  });
});

describe('pagesByModule', () => {
  it.each([
    [
      'what each page loads beyond start-up, by page',
      { entry: ['app'], app: ['ui'], home: ['ui', 'card'], search: ['card', 'filters'] },
      { home: [0], card: [0, 1], search: [1], filters: [1] },
    ],
    ['nothing start-up has', { entry: ['ui'], home: ['ui'], search: ['ui'] }, { home: [0], search: [1] }],
    [
      'a page another page imports',
      { entry: [], home: ['search'], search: ['filters'] },
      { home: [0], search: [0, 1], filters: [0, 1] },
    ],
  ])('%s', (_, graph, expected) => {
    const found = pagesByModule(['home', 'search'], ['entry'], graphOf(graph));
    expect(Object.fromEntries([...found].sort())).toEqual(
      Object.fromEntries(Object.entries(expected).sort()),
    );
  });
});

describe('extraBytes', () => {
  const modules = modulesOf({ a: [[0], 10], b: [[0, 1], 20], c: [[1], 5] });
  it.each([
    ['none when each group is one set of pages', { a: '1', b: '3', c: '2' }, {}, [0, 0]],
    ['a group holding another page’s module', { a: '3', b: '3', c: '2' }, {}, [0, 10]],
    ['what a group brings through its imports', { a: '1', b: '3', c: 'x' }, { b: ['c'] }, [5, 0]],
  ])('%s', (_, groupOf, graph, expected) => {
    expect(extraBytes(new Map(Object.entries(groupOf)), modules, 2, graphOf(graph))).toEqual(expected);
  });
});

describe('hasCycle', () => {
  it.each([
    ['groups importing one way', { a: '1', b: '2' }, { a: ['b'] }, false],
    ['modules of one group importing each other', { a: '1', b: '1' }, { a: ['b'], b: ['a'] }, false],
    ['two groups importing each other', { a: '1', b: '2', c: '1' }, { a: ['b'], b: ['c'] }, true],
    ['a module outside the groups', { a: '1' }, { a: ['z'], z: ['a'] }, false],
  ])('%s', (_, groupOf, graph, expected) => {
    expect(hasCycle(new Map(Object.entries(groupOf)), graphOf(graph))).toBe(expected);
  });
});

describe('planGroups', () => {
  it.each<[string, Table, Record<string, string[]>, number, Record<string, string[]>]>([
    [
      'one group per set of pages when nothing may move',
      { a: [[0], 10], b: [[0, 1], 10], c: [[1], 10] },
      {},
      0,
      { 1: ['a'], 2: ['c'], 3: ['b'] },
    ],
    [
      'a small group into a group of more pages, within each page’s share',
      { a: [[0], 1], b: [[0, 1], 10], c: [[1], 10] },
      {},
      0.1,
      { 2: ['c'], 3: ['a', 'b'] },
    ],
    [
      'not when a page would carry more than its share',
      { a: [[0], 3], b: [[0, 1], 10], c: [[1], 10] },
      {},
      0.1,
      { 1: ['a'], 2: ['c'], 3: ['b'] },
    ],
    [
      'never into a group some of its pages do not load',
      { a: [[0, 1], 1], b: [[1, 2], 100] },
      {},
      1,
      { 3: ['a'], 6: ['b'] },
    ],
    [
      'into the group of the fewest pages first',
      { a: [[0], 1], b: [[0, 1], 50], c: [[0, 1, 2], 50], d: [[1], 50], e: [[2], 50] },
      {},
      0.1,
      { 2: ['d'], 3: ['a', 'b'], 4: ['e'], 7: ['c'] },
    ],
    [
      'counting what the moved modules import',
      { a: [[0], 1], b: [[0, 2], 50], c: [[0, 1], 50], d: [[1], 50], e: [[2], 50] },
      { a: ['b'] },
      0.02,
      { 2: ['d'], 3: ['c'], 4: ['e'], 5: ['a', 'b'] },
    ],
  ])('%s', (_, table, graph, share, expected) => {
    expect(grouped(planGroups(modulesOf(table), 3, graphOf(graph), share))).toEqual(expected);
  });
});
