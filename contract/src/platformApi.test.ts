import { describe, expect, it } from 'vitest';
import { platformApiOf } from './platformApi.ts';

describe('platformApiOf', () => {
  it.each([
    [{ PLATFORM_API: 'openedx' }, 'openedx'],
    [{ PLATFORM_API: ' OpenEdX ' }, 'openedx'],
    [{ PLATFORM_API: 'admin-console' }, 'admin-console'],
    [{ PLATFORM_API: 'tutor' }, 'admin-console'],
    [{ PLATFORM_API: true }, 'admin-console'],
    [{}, 'admin-console'],
  ])('%j → %s', (config, expected) => {
    expect(platformApiOf(config)).toBe(expected);
  });
});
