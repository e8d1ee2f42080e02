import { describe, expect, it } from 'vitest';
import {
  ConfiguredFooterDescription,
  ConfiguredPopularSearches,
  ConfiguredWelcome,
} from './runtimeContent.ts';

describe('ATRIUM_WELCOME', () => {
  it('reads the welcome section’s fields, JSON-encoded', () => {
    const raw = JSON.stringify({
      title: { en: 'Learn with us', fr: 'Apprenez' },
      highlight_word: { en: 'us' },
      description: { en: 'Courses by our partners.' },
      image: '/static/welcome.png',
    });
    expect(ConfiguredWelcome.parse(raw)).toEqual({
      title: { en: 'Learn with us', fr: 'Apprenez' },
      highlight_word: { en: 'us' },
      description: { en: 'Courses by our partners.' },
      image: '/static/welcome.png',
    });
  });

  it.each([['not json'], ['[1,2]'], ['"text"'], ['']])('refuses %j', (raw) => {
    expect(ConfiguredWelcome.safeParse(raw).success).toBe(false);
  });
});

describe('ATRIUM_POPULAR_SEARCHES', () => {
  it('keeps each search with a title and something to search, trimmed', () => {
    const raw = JSON.stringify([
      { title: 'Python', query: ' python ' },
      { title: { en: 'Free courses', ar: 'دورات مجانية' }, mode: ['audit', 7, ''], image: '/img.png' },
      { title: 'Nothing to search' },
      { query: 'no title' },
      { title: '  ', query: 'blank title' },
      { title: {}, query: 'no language' },
      'not an object',
    ]);
    expect(ConfiguredPopularSearches.parse(raw)).toEqual([
      { title: 'Python', query: 'python', partner: [], language: [], mode: [], image: null },
      {
        title: { en: 'Free courses', ar: 'دورات مجانية' },
        query: '',
        partner: [],
        language: [],
        mode: ['audit'],
        image: '/img.png',
      },
    ]);
  });

  it.each([['{"title":"x"}'], ['not json'], ['']])('refuses %j as a list', (raw) => {
    expect(ConfiguredPopularSearches.safeParse(raw).success).toBe(false);
  });
});

describe('ATRIUM_FOOTER_DESCRIPTION', () => {
  it.each([
    ['Courses from the best schools.', 'Courses from the best schools.'],
    ['  padded  ', 'padded'],
    ['{"en":"English","fr":"Français"}', { en: 'English', fr: 'Français' }],
    // Braces that are not a language map are text.
    ['{not json}', '{not json}'],
    ['{"en": 3}', '{"en": 3}'],
  ])('reads %j', (raw, expected) => {
    expect(ConfiguredFooterDescription.parse(raw)).toEqual(expected);
  });

  it('refuses blank text', () => {
    expect(ConfiguredFooterDescription.safeParse('  ').success).toBe(false);
  });
});
