import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { ConfiguredParagonTheme, ParagonThemeUrls } from './paragonTheme.ts';

const brand = (name: string) => `https://cdn.example.org/brand/${name}.min.css`;
const paragon = (name: string) => `https://cdn.example.org/paragon/${name}.min.css`;

describe('PARAGON_THEME_URLS', () => {
  it.each([
    [
      'the full form: only the brand overrides are kept',
      {
        core: { urls: { default: paragon('core'), brandOverride: brand('core') } },
        defaults: { light: 'light', dark: 'dark' },
        variants: {
          light: { urls: { default: paragon('light'), brandOverride: brand('light') } },
          dark: { urls: { default: paragon('dark'), brandOverride: brand('dark') } },
        },
      },
      {
        core: brand('core'),
        defaults: { light: 'light', dark: 'dark' },
        variants: { light: brand('light'), dark: brand('dark') },
      },
    ],
    [
      "Indigo's: variants only, no core, no defaults",
      { variants: { light: { urls: { default: brand('light'), brandOverride: brand('light') } } } },
      { core: null, defaults: { light: null, dark: null }, variants: { light: brand('light') } },
    ],
    [
      "Paragon's own stylesheets only (`url`, `urls.default`): nothing to load",
      {
        core: { url: paragon('core') },
        variants: { light: { url: paragon('light') }, dark: { urls: { default: paragon('dark') } } },
      },
      { core: null, defaults: { light: null, dark: null }, variants: { light: null, dark: null } },
    ],
    [
      'an unfilled version placeholder, an empty URL, a number',
      {
        core: {
          urls: { brandOverride: 'https://cdn.jsdelivr.net/npm/@my/brand@$brandVersion/dist/core.min.css' },
        },
        variants: { light: { urls: { brandOverride: '  ' } }, dark: { urls: { brandOverride: 3 } } },
      },
      { core: null, defaults: { light: null, dark: null }, variants: { light: null, dark: null } },
    ],
  ])('%s', (_, input, expected) => {
    expect(ParagonThemeUrls.parse(input)).toEqual(expected);
  });

  it('reads JSON text, and refuses what is not JSON', () => {
    const value = { variants: { light: { urls: { brandOverride: brand('light') } } } };
    expect(ConfiguredParagonTheme.parse(JSON.stringify(value)).variants).toEqual({ light: brand('light') });
    expect(ConfiguredParagonTheme.safeParse('{variants:').success).toBe(false);
  });

  it("is kept by the runtime configuration's schema as JSON text, like the build's environment gives it", () => {
    const theme = { variants: { light: { urls: { brandOverride: brand('light') } } } };
    const out = endpoints.mfeConfig.response.parse({ PARAGON_THEME_URLS: theme, OTHER_OBJECT: { a: 1 } });
    expect(out).toEqual({ PARAGON_THEME_URLS: JSON.stringify(theme) });
  });
});
