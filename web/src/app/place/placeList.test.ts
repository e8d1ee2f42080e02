import { describe, expect, it } from 'vitest';
import { parsePlaces, placeOf, PLACE_LIMIT, rememberPlace, type PlaceList } from './placeList.ts';

const at = (y: number) => ({ y, link: null });

describe('rememberPlace', () => {
  it('adds a place, newest last', () => {
    expect(rememberPlace([['a', at(1)]], 'b', at(2))).toEqual([
      ['a', at(1)],
      ['b', at(2)],
    ]);
  });

  it('replaces the place of a key already kept and makes it the newest', () => {
    const list: PlaceList = [
      ['a', at(1)],
      ['b', at(2)],
    ];
    expect(rememberPlace(list, 'a', at(9))).toEqual([
      ['b', at(2)],
      ['a', at(9)],
    ]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let list: PlaceList = [];
    for (let i = 0; i < PLACE_LIMIT + 5; i += 1) list = rememberPlace(list, `k${i}`, at(i));
    expect(list).toHaveLength(PLACE_LIMIT);
    expect(placeOf(list, 'k4')).toBeNull();
    expect(placeOf(list, 'k5')).toEqual(at(5));
    expect(placeOf(list, `k${PLACE_LIMIT + 4}`)).toEqual(at(PLACE_LIMIT + 4));
  });

  it('honours a smaller limit', () => {
    expect(
      rememberPlace(
        [
          ['a', at(1)],
          ['b', at(2)],
        ],
        'c',
        at(3),
        2,
      ).map(([key]) => key),
    ).toEqual(['b', 'c']);
  });
});

describe('parsePlaces', () => {
  const good = { y: 10, link: { href: '/course/x/', index: 2 } };
  it.each<[string, string | null, PlaceList]>([
    ['nothing kept', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"a":1}', []],
    [
      'a good list',
      JSON.stringify([
        ['a', good],
        ['b', at(0)],
      ]),
      [
        ['a', good],
        ['b', at(0)],
      ],
    ],
    [
      'bad rows dropped, good kept',
      JSON.stringify([['a', good], ['b', { y: -1, link: null }], 'x', [1, at(3)]]),
      [['a', good]],
    ],
    ['a link without its index', JSON.stringify([['a', { y: 1, link: { href: '/x' } }]]), []],
    ['a y that is not a number', JSON.stringify([['a', { y: '12', link: null }]]), []],
    ['a row too long', JSON.stringify([['a', at(1), 'more']]), []],
  ])('%s', (_, text, expected) => {
    expect(parsePlaces(text)).toEqual(expected);
  });
});
