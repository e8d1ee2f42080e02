import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from './afterNextPaint.ts';
import { markServersPage, ServerRenderContext } from './mountedOnServersPage.ts';

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

describe('useAfterFirstPaint on a page rendered on the server', () => {
  /** Writes whether the hook says painted; `later` mounts a second one after hydration. */
  function Probe({ later = false }: { later?: boolean }) {
    const painted = useAfterFirstPaint();
    return (
      <p>
        {painted ? 'painted' : 'waiting'}
        {later && <Later />}
      </p>
    );
  }
  function Later() {
    return <span>{useAfterFirstPaint() ? '+painted' : '+waiting'}</span>;
  }

  it('is true on the server, through hydration and after; not for what mounts later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRenderContext value>
        <Probe />
      </ServerRenderContext>,
    );
    expect(container.textContent).toBe('painted');
    document.body.append(container);
    markServersPage(window.location);
    const root = await act(async () => {
      const hydrating = hydrateRoot(container, <Probe />);
      await Promise.resolve();
      return hydrating;
    });
    expect(container.textContent).toBe('painted');
    // The learner opens another page: what mounts there waits for its paint.
    const before = window.location.pathname;
    window.history.pushState(null, '', '/elsewhere');
    act(() => root.render(<Probe later />));
    expect(container.textContent).toBe('painted+waiting');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(container.textContent).toBe('painted+painted');
    window.history.pushState(null, '', before);
    markServersPage(null);
    root.unmount();
    container.remove();
    vi.useRealTimers();
  });
});
