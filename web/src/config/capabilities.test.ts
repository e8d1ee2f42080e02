import { describe, expect, it } from 'vitest';
import { CAPABILITIES, capabilitiesOf } from './capabilities.ts';

describe('capabilitiesOf', () => {
  it.each(CAPABILITIES.map((name) => [name] as const))(
    '%s: an admin-console platform gives it, a stock one does not',
    (name) => {
      expect(capabilitiesOf('admin-console').has(name)).toBe(true);
      expect(capabilitiesOf('openedx').has(name)).toBe(false);
    },
  );
});
