import { describe, expect, it } from 'vitest';
import { freeOffset, type Box } from './placement.ts';

const box = (top: number, bottom: number, left = 0, right = 100): Box => ({ top, bottom, left, right });

describe('freeOffset', () => {
  it.each<[string, Box, Box[], 1 | -1, number, number]>([
    ['free where it is', box(0, 50), [box(60, 80)], 1, 300, 0],
    ['touching is not covering', box(0, 50), [box(50, 80)], 1, 300, 0],
    ['moves down past a search field', box(0, 50), [box(10, 40)], 1, 300, 40],
    ['moves down past two controls in a row', box(0, 50), [box(10, 40), box(40, 90)], 1, 300, 96],
    ['moves up from the bottom past a bar', box(700, 750), [box(740, 800)], -1, 300, -16],
    ['a control beside it is no obstacle', box(0, 50, 0, 100), [box(10, 40, 100, 200)], 1, 300, 0],
    ['stays put when nothing within reach is free', box(0, 50), [box(0, 1000)], 1, 300, 0],
  ])('%s', (_label, toast, controls, direction, reach, expected) => {
    expect(freeOffset(toast, controls, direction, reach)).toBe(expected);
  });

  it('reads sides that are getters, as a DOMRect has (spreading one copies none of them)', () => {
    class Rect {
      get top() {
        return 0;
      }
      get bottom() {
        return 50;
      }
      get left() {
        return 0;
      }
      get right() {
        return 100;
      }
    }
    expect(freeOffset(new Rect(), [box(10, 40)], 1, 300)).toBe(40);
  });
});
