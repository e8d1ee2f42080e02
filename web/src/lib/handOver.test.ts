import { describe, expect, it, vi } from 'vitest';
import { handOver } from './handOver.ts';

describe('handOver', () => {
  it.each([
    ['the value first', ['give', 'take']],
    ['the function first', ['take', 'give']],
  ] as const)('runs the function once with the value when %s', (_, order) => {
    const meeting = handOver<number>();
    const use = vi.fn();
    for (const step of order) {
      if (step === 'give') meeting.give(7);
      else meeting.take(use);
    }
    expect(use.mock.calls).toEqual([[7]]);
  });

  it('runs nothing while only one of the two has arrived', () => {
    const use = vi.fn();
    handOver<number>().take(use);
    expect(use).not.toHaveBeenCalled();
  });
});
