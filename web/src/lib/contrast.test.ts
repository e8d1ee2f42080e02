import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  formatColour,
  parseColour,
  readableTextColour,
  relativeLuminance,
  type Rgb,
} from './contrast.ts';

const rgb = (r: number, g: number, b: number): Rgb => ({ r, g, b });
const WHITE = rgb(255, 255, 255);
const BLACK = rgb(0, 0, 0);

describe('parseColour', () => {
  it.each([
    ['rgb(160, 20, 90)', rgb(160, 20, 90)],
    ['rgb(160 20 90)', rgb(160, 20, 90)],
    ['rgba(1, 2, 3, 1)', rgb(1, 2, 3)],
    ['rgb(1 2 3 / 100%)', rgb(1, 2, 3)],
    ['color(srgb 0.964078 0.965647 1)', rgb(246, 246, 255)],
    [' rgb(0, 0, 0) ', BLACK],
  ])('%s', (text, expected) => {
    expect(parseColour(text)).toEqual(expected);
  });

  it.each([
    'rgba(0, 0, 0, 0.5)',
    'rgb(0 0 0 / 50%)',
    'color(srgb 1 1 1 / 0.2)',
    'transparent',
    '#fff',
    '',
    'oklch(0.5 0.1 30)',
  ])('reads %j as unknown', (text) => {
    expect(parseColour(text)).toBeNull();
  });

  it('writes what it reads', () => {
    expect(parseColour(formatColour(rgb(12, 34, 56)))).toEqual(rgb(12, 34, 56));
  });
});

describe('WCAG 2.x contrast', () => {
  it.each([
    [WHITE, BLACK, 21],
    [WHITE, WHITE, 1],
    // Atrium's own pairs (styles/tokens.css): teal on white 7.4:1, muted text on white.
    [rgb(0x0f, 0x5f, 0x63), WHITE, 7.4],
    [rgb(0x4d, 0x5b, 0x5e), WHITE, 7.1],
    [rgb(160, 20, 90), WHITE, 7.7],
    [rgb(0x76, 0x76, 0x76), WHITE, 4.5],
  ])('%j on %j is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });

  it('weighs green most and blue least', () => {
    expect(relativeLuminance(rgb(0, 255, 0))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(rgb(255, 0, 0))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(rgb(0, 0, 255))).toBeCloseTo(0.0722, 4);
  });
});

describe('readableTextColour', () => {
  const pink = rgb(255, 214, 234);
  const wine = rgb(160, 20, 90);
  const nearBlack = rgb(20, 0, 10);

  it.each([
    ['a readable colour stays', wine, [WHITE], wine],
    ['white text on a dark primary stays', WHITE, [nearBlack], WHITE],
    ['nothing to read it on: it stays', pink, [], pink],
  ])('%s', (_, text, backgrounds, expected) => {
    expect(readableTextColour(text, backgrounds)).toEqual(expected);
  });

  it.each([
    ['a very light primary as text on white', pink, [WHITE]],
    ['white text on a very light primary', WHITE, [pink]],
    ['a very dark primary as text on a dark page', nearBlack, [rgb(18, 18, 18)]],
    ['a mid grey on both white and a light tint', rgb(150, 150, 150), [WHITE, rgb(230, 241, 241)]],
    ['a mid-tone on a mid-tone', rgb(128, 128, 128), [rgb(120, 120, 120)]],
  ])('%s: becomes readable on every background', (_, text, backgrounds) => {
    const readable = readableTextColour(text, backgrounds);
    expect(readable).not.toEqual(text);
    for (const background of backgrounds) {
      expect(contrastRatio(readable, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keeps the hue: a light pink on white becomes a dark pink, not black', () => {
    const readable = readableTextColour(pink, [WHITE]);
    expect(readable.r).toBeGreaterThan(readable.g);
    expect(readable).not.toEqual(BLACK);
  });

  it('changes as little as it can: one step less would not be readable', () => {
    const readable = readableTextColour(pink, [WHITE]);
    const lighter = rgb(
      Math.min(255, readable.r + 13),
      Math.min(255, readable.g + 11),
      Math.min(255, readable.b + 12),
    );
    expect(contrastRatio(lighter, WHITE)).toBeLessThan(AA_TEXT_CONTRAST);
  });

  it('falls back to black or white when no shade reads on both a black and a white background', () => {
    const readable = readableTextColour(rgb(128, 0, 0), [BLACK, WHITE]);
    expect([BLACK, WHITE]).toContainEqual(readable);
  });
});
