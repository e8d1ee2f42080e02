/** What the suggestions list offers, as data: each hit (course or program) and 'View all result'. */
import type { DiscoveryHit } from '@atrium/contract';
import { courseHref } from '../../common/course-card/courseHref.ts';
import { searchHref } from '../../common/search/searchLinks.ts';

export const MAX_SUGGESTIONS = 8;

export type SuggestionOption =
  | {
      kind: 'hit';
      key: string;
      href: string;
      title: string;
      partner: string;
      isProgram: boolean;
      hit: DiscoveryHit;
    }
  | { kind: 'all'; key: 'all'; href: string };

/**
 * A suggestion is there to be opened: on a platform without program pages (the `programs` extension)
 * program hits are left out rather than offered as a dead end.
 */
export function suggestionOptions(
  hits: readonly DiscoveryHit[],
  text: string,
  hasProgramPages: boolean,
): SuggestionOption[] {
  const options: SuggestionOption[] = hits
    .filter((hit) => hasProgramPages || !hit.isProgram)
    .slice(0, MAX_SUGGESTIONS)
    .map((hit) => ({
      kind: 'hit',
      key: hit.data.id,
      href: courseHref(hit.data.course_metadata.course_slug, hit.isProgram),
      title: hit.data.content.display_name || hit.data.course_metadata.additional_metadata.display_name,
      partner: hit.data.course_metadata.partner?.organization.name ?? '',
      isProgram: hit.isProgram,
      hit,
    }));
  options.push({ kind: 'all', key: 'all', href: searchHref({ q: text }) });
  return options;
}

/** Arrow keys wrap around; -1 means "the text box itself". */
export function moveActive(
  current: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
