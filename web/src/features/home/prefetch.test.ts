import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../api/branding.ts';
import { resolveBaseSettings } from '../../config/baseSettings.ts';
import { prefetchContext } from '../../test/prefetchContext.ts';
import { ORIGIN } from '../../test/settings.ts';
import { prefetchHome } from './prefetch.ts';

describe('prefetchHome', () => {
  it.each([
    ['an admin-console platform', {}, [contentKeys.welcome()]],
    [
      'a stock platform, whose banner is the runtime configuration’s',
      { PLATFORM_API: 'openedx' },
      [contentKeys.welcome()],
    ],
  ])('on %s asks for the banner the page reads', (_, raw, expected) => {
    const { context, keys } = prefetchContext({ settings: resolveBaseSettings(raw, ORIGIN) });
    prefetchHome(context);
    expect(keys()).toEqual(expected);
  });
});
