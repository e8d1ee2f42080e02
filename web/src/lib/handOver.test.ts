import { describe, expect, it, vi } from 'vitest';
import { handOver } from './handOver.ts';

describe('handOver', () => {
  it.each([
    ['both values first', ['give 1', 'give 2', 'take'], [[1], [2]]],
    ['the function first', ['take', 'give 1', 'give 2'], [[1], [2]]],
    ['the function between the values', ['give 1', 'take', 'give 2'], [[1], [2]]],
    ['no value', ['take'], []],
    ['no function', ['give 1'], []],
  ] as const)('runs the function once per value, in order, with %s', (_, steps, calls) => {
    const meeting = handOver<number>();
    const use = vi.fn();
    for (const step of steps) {
      if (step === 'take') meeting.take(use);
      else meeting.give(Number(step.split(' ')[1]));
    }
    expect(use.mock.calls).toEqual(calls);
  });
});
