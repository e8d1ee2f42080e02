/**
 * What the platform's API can give, by feature (docs/open-edx-apis.md, "What a stock platform cannot
 * give"). An admin-console platform gives everything; a stock LMS none of these, so the features
 * that depend on one hide it rather than ask (the client would refuse the call: NotOnPlatformError).
 */
import type { PlatformApi } from '@atrium/contract';
import { useSettings } from './SettingsProvider.tsx';

export const CAPABILITIES = [
  /** Partner pages, lists, logos and counts. */
  'partners',
  /** Instructor pages, a course's instructors, the instructor facet. */
  'instructors',
  /** Subjects: menu, popular subjects, discover page, subject facet. */
  'subjects',
  /** Program pages (besides the `programs` extension). */
  'programs',
  /** The home page's welcome banner. */
  'welcome',
  /** The operator's static pages, footer content and footer branding flags. */
  'content-pages',
  /** A course page's table of contents, prerequisites and purchase facts. */
  'course-extras',
  /** Sorting search results, and the home page's recent and popular tabs. */
  'sorting',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const EVERYTHING: ReadonlySet<Capability> = new Set(CAPABILITIES);
const NOTHING: ReadonlySet<Capability> = new Set();

export function capabilitiesOf(platformApi: PlatformApi): ReadonlySet<Capability> {
  return platformApi === 'openedx' ? NOTHING : EVERYTHING;
}

/** Whether the platform gives one capability: features ask this before showing what needs it. */
export function useCapability(name: Capability): boolean {
  return capabilitiesOf(useSettings().platformApi).has(name);
}
