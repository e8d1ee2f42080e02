import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, type Rgb } from '../lib/contrast.ts';
import { TEXT_ON_BACKGROUNDS, readableTokens } from './readableText.ts';

const hex = (value: string): Rgb => ({
  r: parseInt(value.slice(1, 3), 16),
  g: parseInt(value.slice(3, 5), 16),
  b: parseInt(value.slice(5, 7), 16),
});

/** Atrium's own values (styles/tokens.css), the page's colours without a theme. */
const ATRIUM: Record<string, string> = {
  '--color-text': '#1a2426',
  '--color-heading': '#1a2426',
  '--color-text-muted': '#4d5b5e',
  '--color-surface': '#ffffff',
  '--color-surface-raised': '#f5f7f7',
  '--color-brand': '#0f5f63',
  '--color-brand-text': '#0f5f63',
  '--color-brand-strong': '#0a4649',
  '--color-brand-hover': '#0a4649',
  '--color-brand-tint': '#e6f1f1',
  '--color-brand-contrast': '#ffffff',
  '--color-accent': '#0f5f63',
  '--color-link': '#0f5f63',
  '--color-success': '#1f7a3a',
  '--color-warning': '#8a5a00',
  '--color-danger': '#b42318',
};

const page = (overrides: Record<string, string>) =>
  new Map(Object.entries({ ...ATRIUM, ...overrides }).map(([token, value]) => [token, hex(value)]));

/** Every row of the table reads at AA once the replacements are in. */
function expectReadable(colours: Map<string, Rgb>, replaced: Map<string, Rgb>) {
  const final = new Map([...colours, ...replaced]);
  for (const [text, backgrounds] of TEXT_ON_BACKGROUNDS) {
    for (const background of backgrounds) {
      const ratio = contrastRatio(final.get(text) ?? hex('#000000'), final.get(background) ?? hex('#000000'));
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  }
}

describe('readableTokens', () => {
  it("changes nothing of Atrium's own colours", () => {
    expect(readableTokens(page({}))).toEqual(new Map());
  });

  it.each([
    [
      'a very light primary: brand text, links and accent darken, the button text turns dark',
      {
        '--color-brand': '#ffd6ea',
        '--color-brand-text': '#ffd6ea',
        '--color-link': '#ffd6ea',
        '--color-accent': '#ffd6ea',
        '--color-brand-strong': '#ffc2df',
        '--color-brand-hover': '#ffc2df',
      },
      [
        '--color-brand-text',
        '--color-brand-strong',
        '--color-link',
        '--color-accent',
        '--color-brand-contrast',
      ],
    ],
    [
      'a very dark primary with dark button text',
      {
        '--color-brand': '#14000a',
        '--color-brand-text': '#14000a',
        '--color-brand-strong': '#0a0005',
        '--color-brand-hover': '#0a0005',
        '--color-brand-contrast': '#222222',
      },
      ['--color-brand-contrast'],
    ],
    [
      'a dark variant that keeps light-page text colours',
      { '--color-surface': '#121212', '--color-surface-raised': '#1e1e1e', '--color-brand-tint': '#1a1a2a' },
      [
        '--color-text',
        '--color-heading',
        '--color-text-muted',
        '--color-brand-text',
        '--color-brand-strong',
        '--color-link',
        '--color-accent',
        '--color-success',
        '--color-warning',
        '--color-danger',
      ],
    ],
  ])('%s', (_, overrides, changed) => {
    const colours = page(overrides);
    const replaced = readableTokens(colours);
    expect([...replaced.keys()].sort()).toEqual([...changed].sort());
    expectReadable(colours, replaced);
  });

  it('checks the button text against the hover fill as the theme gave it, not as brand-strong text became', () => {
    // A light strong shade is darkened as text; the button text must still read on the light hover fill.
    const colours = page({
      '--color-brand': '#a8dadc',
      '--color-brand-strong': '#9ccfd1',
      '--color-brand-hover': '#9ccfd1',
    });
    const replaced = readableTokens(colours);
    expect(replaced.has('--color-brand-strong')).toBe(true);
    expect(replaced.has('--color-brand-contrast')).toBe(true);
    expectReadable(colours, replaced);
  });

  it('leaves a token whose backgrounds are unknown (a translucent or unparsed value)', () => {
    const colours = page({ '--color-brand-text': '#ffd6ea' });
    colours.delete('--color-surface');
    colours.delete('--color-surface-raised');
    colours.delete('--color-brand-tint');
    expect(readableTokens(colours).has('--color-brand-text')).toBe(false);
  });
});
