import { describe, expect, it } from 'vitest';
import { startOrderVerdict } from './startOrder.ts';

describe('startOrderVerdict', () => {
  it.each<[string, (string | null)[], 'present' | 'absent' | undefined]>([
    ['earliest first', ['2024-01-01T00:00:00Z', '2025-03-01T00:00:00Z', '2026-01-01T00:00:00Z'], 'present'],
    ['equal starts', ['2025-03-01T00:00:00Z', '2025-03-01T00:00:00Z'], 'present'],
    ['out of order', ['2026-01-01T00:00:00Z', '2024-01-01T00:00:00Z'], 'absent'],
    [
      'out of order further on',
      ['2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2025-01-01T00:00:00Z'],
      'absent',
    ],
    ['undated courses ignored', [null, '2024-01-01T00:00:00Z', null, '2025-01-01T00:00:00Z'], 'present'],
    ['one dated course', ['2024-01-01T00:00:00Z', null], undefined],
    ['no course', [], undefined],
  ])('%s', (_, starts, verdict) => {
    expect(startOrderVerdict(starts)).toBe(verdict);
  });
});
