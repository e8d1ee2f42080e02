import { afterEach, describe, expect, it } from 'vitest';
import { forgetSources, recordSource, type SourceVerdict } from './platformSources.ts';
import { hasCapability, type Capability } from './capabilities.ts';

const LMS = 'https://lms.example.org';

afterEach(() => forgetSources());

describe('hasCapability', () => {
  const NEVER_ON_STOCK: Capability[] = [
    'instructors',
    'subjects',
    'programs',
    'welcome',
    'content-pages',
    'course-extras',
  ];
  it.each(NEVER_ON_STOCK.map((name) => [name] as const))(
    '%s: an admin-console platform gives it, a stock one does not',
    (name) => {
      expect(hasCapability('admin-console', name)).toBe(true);
      expect(hasCapability('openedx', name, LMS)).toBe(false);
    },
  );

  it('partners: every stock platform gives them (its index counts its organisations)', () => {
    expect(hasCapability('openedx', 'partners', LMS)).toBe(true);
  });

  // A capability carried by an optional source: offered until the platform shows it lacks it.
  it.each<[Capability, 'courseListSearch' | 'startDateSort', SourceVerdict | undefined, boolean]>([
    ['multi-choice-facets', 'courseListSearch', undefined, true],
    ['multi-choice-facets', 'courseListSearch', 'present', true],
    ['multi-choice-facets', 'courseListSearch', 'absent', false],
    ['multi-choice-facets', 'startDateSort', 'absent', true],
    ['sorting', 'startDateSort', undefined, true],
    ['sorting', 'startDateSort', 'present', true],
    ['sorting', 'startDateSort', 'absent', false],
    ['sorting', 'courseListSearch', 'absent', true],
  ])('%s with %s %s: %s', (name, source, verdict, offered) => {
    if (verdict) recordSource(LMS, source, verdict);
    expect(hasCapability('openedx', name, LMS)).toBe(offered);
    // Another platform's sources say nothing of this one.
    expect(hasCapability('openedx', name, 'https://other.example.org')).toBe(true);
    expect(hasCapability('admin-console', name, LMS)).toBe(true);
  });
});
