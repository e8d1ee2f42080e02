import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from './afterNextPaint.ts';

describe('afterNextPaint', () => {
  it('runs after the frame that follows the one painting what is there, in a task of its own', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const nextFrame = () => frames.shift()?.(0);
    const callback = vi.fn();

    afterNextPaint(callback);
    nextFrame(); // the frame that paints it
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).not.toHaveBeenCalled();
    nextFrame(); // the frame after: the first is on screen
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
  });

  it('runs nothing once cancelled', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void (frames[id - 1] = () => {}));
    const callback = vi.fn();

    afterNextPaint(callback)();
    for (const frame of frames) frame(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callback).not.toHaveBeenCalled();
  });
});

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
