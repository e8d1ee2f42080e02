import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../lib/jsonLdText.ts';
import { coursePath } from '../links/courseLinks.ts';
import { breadcrumbList, itemList } from './lists.ts';

const SETTINGS = { baseUrl: 'https://learn.example.org/', publicPath: '/homepage/' };

describe('breadcrumbList', () => {
  it.each([
    [
      'home, a linked step, then the current page without an address',
      [{ label: 'Home', to: '/' }, { label: 'Our partners', to: '/partners' }, { label: ' AcmeX ' }],
      [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://learn.example.org/homepage/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Our partners',
          item: 'https://learn.example.org/homepage/partners',
        },
        { '@type': 'ListItem', position: 3, name: 'AcmeX' },
      ],
    ],
    ['one step', [{ label: 'Home' }], [{ '@type': 'ListItem', position: 1, name: 'Home' }]],
    ['no step', [], []],
  ])('%s', (_, steps, expected) => {
    expect(breadcrumbList(steps, SETTINGS)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: expected,
    });
  });

  it('a hostile name stays text inside the block', () => {
    const name = '</script><script>alert(1)</script> "x" & y';
    const text = jsonLdText(breadcrumbList([{ label: 'Home', to: '/' }, { label: name }], SETTINGS));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ itemListElement: [{}, { name }] });
  });
});

describe('itemList', () => {
  it.each([
    [
      'the first page: positions from 1',
      [coursePath('python'), '/program/data/'],
      1,
      [
        { '@type': 'ListItem', position: 1, url: 'https://learn.example.org/homepage/course/python/' },
        { '@type': 'ListItem', position: 2, url: 'https://learn.example.org/homepage/program/data/' },
      ],
    ],
    [
      'a later page: positions go on from the cards before it',
      [coursePath('a b')],
      13,
      [{ '@type': 'ListItem', position: 13, url: 'https://learn.example.org/homepage/course/a%20b/' }],
    ],
    ['nothing shown', [], 1, []],
  ])('%s', (_, paths, first, expected) => {
    expect(itemList(paths, SETTINGS, first)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: expected,
    });
  });

  it('a hostile slug is an address, and the block stays one JSON value', () => {
    const text = jsonLdText(itemList([coursePath('</script>"')], SETTINGS));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({
      itemListElement: [{ url: 'https://learn.example.org/homepage/course/%3C%2Fscript%3E%22/' }],
    });
  });
});
