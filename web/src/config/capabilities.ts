/**
 * What the platform's API can give, by feature (docs/open-edx-apis.md, "What a stock platform cannot
 * give"). An admin-console platform gives every one; a stock LMS none, so the features that depend on
 * one hide it rather than ask (the client would refuse the call without a request).
 */
import type { PlatformApi } from '@atrium/contract';
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
 * - `sorting`: sorting search results;
 * - `multi-choice-facets`: several values of one search facet at once (a stock index filters by one
 *   value a facet, so there each facet is a single choice).
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

/** What a stock LMS gives of them: none today (its dashboard and footer are mapped elsewhere). */
const STOCK: readonly Capability[] = [];

export function hasCapability(platformApi: PlatformApi, name: Capability): boolean {
  return platformApi !== 'openedx' || STOCK.includes(name);
}

/** Whether the platform gives one capability: features ask this before showing what needs it. */
export function useCapability(name: Capability): boolean {
  return hasCapability(useSettings().platformApi, name);
}
