import { POPULAR_SEARCHES_CONFIG_KEY } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { popularSearchTiles } from './popularSearches.ts';

const config = (value: unknown) => ({
  [POPULAR_SEARCHES_CONFIG_KEY]: typeof value === 'string' ? value : JSON.stringify(value),
});

describe('popular searches from the runtime configuration', () => {
  it('makes each search a tile opening the catalogue with its text and facet values', () => {
    const tiles = popularSearchTiles(
      config([
        { title: 'Python', query: 'python', image: '/static/python.png' },
        { title: { en: 'Free courses in French', fr: 'Cours gratuits' }, language: ['fr'], mode: ['audit'] },
        { title: 'Soil at OpenEdx', query: 'soil', partner: ['OpenEdx'] },
      ]),
      'en',
    );
    expect(tiles).toEqual([
      { title: 'Python', href: '/search?q=python', image: '/static/python.png' },
      { title: 'Free courses in French', href: '/search?language=fr&mode=audit', image: null },
      { title: 'Soil at OpenEdx', href: '/search?q=soil&partner=OpenEdx', image: null },
    ]);
  });

  it('titles a tile in the page’s language, leaving out a search without a title in it', () => {
    const searches = [
      { title: { en: 'Maths', fr: 'Maths FR' }, query: 'maths' },
      { title: { en: 'English only' }, query: 'english' },
    ];
    expect(popularSearchTiles(config(searches), 'fr-CA').map((tile) => tile.title)).toEqual(['Maths FR']);
  });

  it('shows a repeated search once', () => {
    const searches = [
      { title: 'Python', query: 'python' },
      { title: 'Python again', query: ' python ' },
    ];
    expect(popularSearchTiles(config(searches), 'en').map((tile) => tile.title)).toEqual(['Python']);
  });

  it.each([
    [12, 10],
    [10, 10],
    [9, 5],
    [5, 5],
    [4, 4],
  ])('of %i searches shows %i, as popular subjects', (available, shown) => {
    const searches = Array.from({ length: available }, (_, i) => ({ title: `S${i}`, query: `q${i}` }));
    expect(popularSearchTiles(config(searches), 'en')).toHaveLength(shown);
  });

  it.each([
    ['no configuration', undefined],
    ['no key', {}],
    ['not JSON', config('[{"title":')],
    ['not a list', config({ title: 'Python', query: 'python' })],
    ['searches of nothing', config([{ title: 'Nothing' }])],
  ])('shows none with %s', (_, runtime) => {
    expect(popularSearchTiles(runtime, 'en')).toEqual([]);
  });
});
