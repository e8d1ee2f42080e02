import type { DiscoveryResults } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { discoveryKeys, SEARCH_PAGE_SIZE } from '../../api/discovery.ts';
import { resolveBaseSettings } from '../../config/baseSettings.ts';
import { recordSource } from '../../config/platformSources.ts';
import { prefetchContext } from '../../test/prefetchContext.ts';
import { ORIGIN, plainSettings, testSettings } from '../../test/settings.ts';
import { testCourse } from '../../test/testCourse.ts';
import { firstCover, prefetchSearchResults } from './prefetch.ts';

const LMS = 'https://lms.example.org';

describe('prefetchSearchResults', () => {
  it.each([
    ['text', plainSettings(), '?q=data', { search_string: 'data' }, 1, ''],
    [
      'a page and a sort',
      plainSettings(),
      '?q=data&sort=recent&page=3',
      { search_string: 'data' },
      3,
      'recent',
    ],
    [
      'a filter the platform ignores, left out',
      plainSettings(),
      '?availability=current&subject=Math',
      { subjects: ['Math'] },
      1,
      '',
    ],
    [
      'that filter, applied where the platform has discovery filters',
      testSettings({}, {}, ['discovery-filters']),
      '?availability=current&subject=Math',
      { subjects: ['Math'], availability: ['current' as const] },
      1,
      '',
    ],
    [
      "a stock platform's facets, several values each until it shows otherwise",
      resolveBaseSettings({ PLATFORM_API: 'openedx' }, ORIGIN),
      '?partner=A&partner=B&sort=recent',
      { partners: ['A', 'B'] },
      1,
      'recent',
    ],
    [
      "a stock platform's single choice per facet, and no sort it ignored",
      resolveBaseSettings({ PLATFORM_API: 'openedx', LMS_BASE_URL: LMS }, ORIGIN),
      '?partner=A&partner=B&sort=recent',
      { partners: ['B'] },
      1,
      '',
    ],
    [
      'a sort a stock platform does not have',
      resolveBaseSettings({ PLATFORM_API: 'openedx' }, ORIGIN),
      '?sort=popular',
      {},
      1,
      '',
    ],
  ])('asks for the results the browser shows for %s', (_, settings, search, body, page, sort) => {
    // The platform at LMS has shown it lacks course_list_search and the start-date order.
    recordSource(LMS, 'courseListSearch', 'absent');
    recordSource(LMS, 'startDateSort', 'absent');
    const { context, keys } = prefetchContext({ settings, search });
    prefetchSearchResults(context);
    expect(keys()).toEqual([discoveryKeys.results(body, page, sort as never, SEARCH_PAGE_SIZE)]);
  });
});

describe('firstCover', () => {
  const answer = (...images: (string | null)[]): DiscoveryResults => ({
    total: images.length,
    facets: undefined,
    results: images.map((image, index) => ({
      data: {
        id: `course-${index}`,
        content: { display_name: `Course ${index}` },
        course_metadata: testCourse({ slug: `course-${index}`, image }),
      },
      isProgram: false,
    })),
  });

  it.each([
    ["the first card's cover, on the LMS", answer('/static/a.svg', '/static/b.svg'), `${LMS}/static/a.svg`],
    ['an absolute cover as it is', answer('https://cdn.example.org/a.jpg'), 'https://cdn.example.org/a.jpg'],
    ['none when the first card has no cover', answer(null, '/static/b.svg'), null],
    ['none when the cover is not a safe address', answer('javascript:alert(1)'), null],
    ['none without results', answer(), null],
    ['none without an answer', undefined, null],
  ])('gives %s', (_, results, expected) => {
    expect(firstCover(results, LMS)).toBe(expected);
  });
});
