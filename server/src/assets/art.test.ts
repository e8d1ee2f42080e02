import { describe, expect, it } from 'vitest';
import { textProblems } from '../test/svgShapes.ts';
import { coverArt, markArt, subjectHue } from './art.ts';
import { monogramSvg } from './svg.ts';

const NAMES = Array.from({ length: 300 }, (_, i) => `data-structures-and-algorithms-${i}`);

describe('generated art', () => {
  it('draws shapes only, sized with width and height, whatever the name and size', () => {
    for (const name of NAMES) {
      for (const [width, height] of [
        [640, 360],
        [320, 200],
        [1200, 300],
      ] as const)
        expect(textProblems(coverArt(subjectHue(7) ?? 0, name, width, height))).toEqual([]);
      expect(textProblems(markArt(name))).toEqual([]);
    }
  });

  it('takes its colour from the hue given and its pattern from the name', () => {
    const hueOfCover = (svg: string) => svg.match(/stop-color="hsl\((\d+) /)?.[1];
    expect(hueOfCover(coverArt(200, 'a', 640, 360))).toBe('200');
    expect(coverArt(200, 'a', 640, 360)).toBe(coverArt(200, 'a', 640, 360));
    expect(coverArt(200, 'a', 640, 360)).not.toBe(coverArt(200, 'b', 640, 360));
  });

  it('gives subjects hues a golden angle apart, so that neighbours differ', () => {
    const hues = Array.from({ length: 24 }, (_, i) => subjectHue(i + 1) ?? 0);
    expect(new Set(hues).size).toBe(24);
    const sorted = [...hues].sort((a, b) => a - b);
    expect(Math.min(...sorted.slice(1).map((h, i) => h - (sorted[i] ?? 0)))).toBeGreaterThanOrEqual(5);
    expect(subjectHue(null)).toBeNull();
  });

  it('keeps initials on portraits only (people, not covers)', () => {
    expect(textProblems(monogramSvg('Amina Bianchi', 160))).toContain('element <text>');
  });
});
