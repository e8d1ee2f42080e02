import { describe, expect, it } from 'vitest';
import { chooseVariant, paragonThemeOf, themeStylesheets, type ParagonTheme } from './paragonTheme.ts';

const origin = 'https://apps.example.org';
const resolve = (value: string) => {
  const url = new URL(value, origin);
  return url.protocol === 'https:' ? url.href : null;
};
const brand = (name: string) => ({
  urls: { default: `/paragon/${name}.css`, brandOverride: `/brand/${name}.css` },
});
const at = (name: string) => `${origin}/brand/${name}.css`;

describe('paragonThemeOf', () => {
  it.each([
    ['nothing configured', undefined, null],
    ['not JSON', '{core:', null],
    [
      "Paragon's own stylesheets only",
      JSON.stringify({ core: { url: '/p/core.css' }, variants: { light: { url: '/p/l.css' } } }),
      null,
    ],
    [
      'core, both variants and their defaults, resolved against the origin',
      JSON.stringify({
        core: brand('core'),
        defaults: { light: 'light', dark: 'dark' },
        variants: { light: brand('light'), dark: brand('dark') },
      }),
      { core: at('core'), light: 'light', dark: 'dark', variants: { light: at('light'), dark: at('dark') } },
    ],
    [
      "Indigo's: no core, no defaults; `light` and `dark` are the defaults",
      JSON.stringify({ variants: { light: brand('light'), dark: brand('dark') } }),
      { core: null, light: 'light', dark: 'dark', variants: { light: at('light'), dark: at('dark') } },
    ],
    [
      'defaults naming a variant that is not there, and a URL the resolver refuses',
      JSON.stringify({
        defaults: { light: 'day', dark: 'night' },
        variants: { light: brand('light'), night: { urls: { brandOverride: 'javascript:alert(1)' } } },
      }),
      { core: null, light: null, dark: null, variants: { light: at('light') } },
    ],
  ])('%s', (_, json, expected) => {
    expect(paragonThemeOf(json, resolve)).toEqual(expected);
  });
});

describe('chooseVariant', () => {
  const both: ParagonTheme = {
    core: null,
    light: 'light',
    dark: 'dark',
    variants: { light: 'l', dark: 'd', sepia: 's' },
  };
  const lightOnly: ParagonTheme = { core: 'c', light: 'light', dark: null, variants: { light: 'l' } };
  const unnamed: ParagonTheme = { core: 'c', light: null, dark: null, variants: { green: 'g', red: 'r' } };

  it.each([
    ['light scheme', both, null, false, 'light'],
    ['dark scheme', both, null, true, 'dark'],
    ['a stored choice wins over the scheme', both, 'light', true, 'light'],
    ['a stored custom variant', both, 'sepia', false, 'sepia'],
    ['a stored choice the theme lacks is ignored', both, 'blue', true, 'dark'],
    ['no dark variant: light in a dark scheme', lightOnly, null, true, 'light'],
    ['a single variant is the one, whatever is stored', lightOnly, 'dark', true, 'light'],
    ['no defaults among several: none', unnamed, null, false, null],
  ])('%s', (_, theme, stored, prefersDark, expected) => {
    expect(chooseVariant(theme, { stored, prefersDark })).toBe(expected);
  });
});

describe('themeStylesheets', () => {
  const theme: ParagonTheme = {
    core: 'core.css',
    light: 'light',
    dark: 'dark',
    variants: { light: 'light.css', dark: 'dark.css' },
  };

  it.each([
    ['light', ['core.css', 'light.css']],
    ['dark', ['core.css', 'dark.css']],
    [null, ['core.css']],
  ])('%s: core first, then the variant', (variant, expected) => {
    expect(themeStylesheets(theme, variant)).toEqual(expected);
  });

  it('without a core, the variant alone', () => {
    expect(themeStylesheets({ ...theme, core: null }, 'dark')).toEqual(['dark.css']);
  });
});
