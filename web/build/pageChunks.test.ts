import { describe, expect, it } from 'vitest';
import {
  extraBytes,
  groupKey,
  hasCycle,
  loaderExtra,
  loaderNeeds,
  loadersByModule,
  pagesOfKey,
  planChunks,
  planGroups,
  staticClosure,
  type Loader,
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

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('loaderNeeds', () => {
  const graph = {
    entry: ['app', 'header'],
    header: [],
    home: ['card'],
    search: ['card', 'filters'],
    menu: ['ui', 'card'],
    gate: ['card', 'dialog'],
  };
  const parts = [
    { id: 'menu', importers: ['header'] },
    { id: 'gate', importers: ['home'] },
    { id: 'nested', importers: ['gate'] },
  ];
  const loaders = loaderNeeds(['home', 'search'], parts, ['entry'], graphOf(graph));

  it.each([
    ['a page, its closure beyond start-up', 0, ['card', 'home'], []],
    ['another page', 1, ['card', 'filters', 'search'], []],
    ['a part start-up loads, less what every page has', 2, ['menu', 'ui'], ['card']],
    ['a part one page loads, less what that page has', 3, ['dialog', 'gate'], ['card', 'home']],
    ['a part no page loads at first, all of it', 4, ['nested'], []],
  ])('%s', (_, index, needs, present) => {
    expect(sorted(loaders[index]?.needs ?? [])).toEqual(needs);
    expect(sorted(loaders[index]?.present ?? [])).toEqual(present);
  });

  it('lists each module with the loaders fetching it', () => {
    expect(Object.fromEntries(loadersByModule(loaders))).toEqual({
      home: [0],
      card: [0, 1],
      search: [1],
      filters: [1],
      menu: [2],
      ui: [2],
      gate: [3],
      dialog: [3],
      nested: [4],
    });
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
    expect(grouped(planGroups(modulesOf(table), graphOf(graph), [share, share, share]))).toEqual(expected);
  });
});

describe('planGroups with what a loader has', () => {
  it('moves a group whose other modules the loader already has', () => {
    const modules = modulesOf({ a: [[0], 1], b: [[0, 1], 10], c: [[1], 10] });
    const shares = [0, 0];
    expect(grouped(planGroups(modules, graphOf({}), shares))).toEqual({ 1: ['a'], 2: ['c'], 3: ['b'] });
    expect(grouped(planGroups(modules, graphOf({}), shares, [new Set(), new Set(['a'])]))).toEqual({
      2: ['c'],
      3: ['a', 'b'],
    });
  });
});

const loader = (needs: string[], present: string[] = []): Loader => ({
  needs: new Set(needs),
  present: new Set(present),
});

describe('loaderExtra', () => {
  const groupOf = new Map(Object.entries({ a: '1', b: '1', c: '2', d: '4' }));
  it.each([
    ['nothing when its groups hold only what it needs', loader(['c']), {}, 0],
    ['the other modules of its groups', loader(['a']), {}, 2],
    ['not what it has already', loader(['a'], ['b']), {}, 0],
    ['what its groups import', loader(['c']), { c: ['d'] }, 8],
  ])('%s', (_, part, graph, expected) => {
    const sizes: Record<string, number> = { a: 1, b: 2, c: 4, d: 8 };
    expect(loaderExtra(groupOf, graphOf(graph), (id) => sizes[id] ?? 0, part)).toBe(expected);
  });
});

describe('planChunks', () => {
  const sizes: Record<string, number> = { card: 10, grid: 10, home: 50, search: 50, recent: 1, hint: 1 };
  const sizeOf = (id: string) => sizes[id] ?? 0;
  const graph = graphOf({ home: ['card', 'grid'], search: ['card', 'grid', 'recent'], hint: ['recent'] });
  const pages = [loader(['home', 'card', 'grid']), loader(['search', 'card', 'grid', 'recent'])];
  const hint = loader(['hint', 'recent']);

  it('leaves a part out while the grouping does not make it fetch much', () => {
    expect(grouped(planChunks(pages, [hint], graph, sizeOf, { pageShare: 0.1, partShare: 100 }))).toEqual({
      1: ['home'],
      2: ['recent', 'search'],
      3: ['card', 'grid'],
    });
  });

  it('makes a part a loader when the grouping would make it fetch more than its share', () => {
    expect(grouped(planChunks(pages, [hint], graph, sizeOf, { pageShare: 0.1, partShare: 2 }))).toEqual({
      1: ['home'],
      2: ['search'],
      3: ['card', 'grid'],
      6: ['hint', 'recent'],
    });
  });
});
