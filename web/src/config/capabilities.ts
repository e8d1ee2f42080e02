/**
 * What the platform's API can give, by feature (docs/open-edx-apis.md, "What a stock platform cannot
 * give"). An admin-console platform gives every one; a stock LMS some, and some only from a release on
 * (found from its answers, platformSources.ts). The features that depend on one it lacks hide it rather
 * than ask (the client would refuse the call without a request).
 */
import type { PlatformApi } from '@atrium/contract';
import { useSyncExternalStore } from 'react';
import { sourcesVersion, sourceVerdict, subscribeSources, type StockSource } from './platformSources.ts';
import { useSettings } from './SettingsProvider.tsx';

/**
 * - `partners`: partner pages, lists, logos and counts;
 * - `instructors`: instructor pages, a course's instructors, the instructor facet;
 * - `subjects`: the subjects menu, popular subjects, the discover page, the subject facet;
 * - `programs`: program pages (besides the `programs` extension);
 * - `welcome`: the home page's welcome banner;
 * - `content-pages`: the operator's static pages and footer description (a stock platform's footer
 *   links come from its footer API instead);
 * - `course-extras`: a course page's table of contents, prerequisites and purchase facts;
 * - `sorting`: sorting search results (a stock LMS: by start date only, Ulmo on);
 * - `multi-choice-facets`: several values of one search facet at once (a stock LMS: with
 *   `course_list_search`, Verawood on; before, its index filters by one value a facet, so there each
 *   facet is a single choice).
 */
export type Capability =
  | 'partners'
  | 'instructors'
  | 'subjects'
  | 'programs'
  | 'welcome'
  | 'content-pages'
  | 'course-extras'
  | 'sorting'
  | 'multi-choice-facets';

/**
 * What every stock LMS gives of them: partners (its index's org facet and counts, api/openedx/partners.ts;
 * its dashboard and footer are mapped elsewhere).
 */
const STOCK: readonly Capability[] = ['partners'];

/**
 * What a stock LMS gives from a certain release on, by the source that carries it (platformSources.ts):
 * offered until the platform shows it lacks that source, which the first answer that needs it does.
 */
const STOCK_SOURCED: Partial<Record<Capability, StockSource>> = {
  'multi-choice-facets': 'courseListSearch',
  sorting: 'startDateSort',
};

/** `lmsBaseUrl`: the platform whose sources were found this visit (without it, none were). */
export function hasCapability(platformApi: PlatformApi, name: Capability, lmsBaseUrl?: string): boolean {
  if (platformApi !== 'openedx' || STOCK.includes(name)) return true;
  const source = STOCK_SOURCED[name];
  return source !== undefined && (lmsBaseUrl === undefined || sourceVerdict(lmsBaseUrl, source) !== 'absent');
}

/** Whether the platform gives one capability: features ask this before showing what needs it. */
export function useCapability(name: Capability): boolean {
  const { platformApi, lmsBaseUrl } = useSettings();
  // Re-rendered when an answer shows a source absent (the record is read below).
  useSourcesVersion();
  return hasCapability(platformApi, name, lmsBaseUrl);
}

/** For memos: changes whenever a stock source is found present or absent. */
export function useSourcesVersion(): number {
  return useSyncExternalStore(subscribeSources, sourcesVersion, sourcesVersion);
}
