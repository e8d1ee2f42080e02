import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('is false until a frame and a task have passed, then stays true', async () => {
    const { result, rerender } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    rerender();
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });
});
