import { describe, expect, it } from 'vitest';
import { hasCapability, type Capability } from './capabilities.ts';

const CAPABILITIES: Capability[] = [
  'partners',
  'instructors',
  'subjects',
  'programs',
  'welcome',
  'content-pages',
  'course-extras',
  'sorting',
];

describe('hasCapability', () => {
  it.each(CAPABILITIES.map((name) => [name] as const))(
    '%s: an admin-console platform gives it, a stock one does not',
    (name) => {
      expect(hasCapability('admin-console', name)).toBe(true);
      expect(hasCapability('openedx', name)).toBe(false);
    },
  );
});
