import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext } from '../lib/mountedOnServersPage.ts';
import { SETTLE_LIMIT_MS, usePageSettled } from './usePageSettled.ts';

/** A call under way until `answer` is called. */
function callUnderWay(queryClient: QueryClient, key: string) {
  let answer: () => void = () => undefined;
  const answered = new Promise<string>((resolve) => (answer = () => resolve(key)));
  void queryClient.query({ queryKey: [key], queryFn: () => answered });
  return () => answer();
}

function setUp(pageShown: boolean) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ shown }) => usePageSettled(shown), {
    wrapper,
    initialProps: { shown: pageShown },
  });
  return { queryClient, hook };
}

/** A frame and a task: what the hook waits for after the last call. */
const afterPaint = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('usePageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the page to be shown, even with no call under way', async () => {
    const { hook } = setUp(false);
    await afterPaint();
    expect(hook.result.current).toBe(false);
    hook.rerender({ shown: true });
    await afterPaint();
    expect(hook.result.current).toBe(true);
  });

  it('waits for every call under way, then a paint', async () => {
    const { queryClient, hook } = setUp(true);
    const answerFirst = callUnderWay(queryClient, 'first');
    const answerSecond = callUnderWay(queryClient, 'second');
    await afterPaint();
    expect(hook.result.current).toBe(false);
    answerFirst();
    await afterPaint();
    expect(hook.result.current).toBe(false);
    answerSecond();
    await act(() => Promise.resolve());
    expect(hook.result.current).toBe(false);
    await afterPaint();
    expect(hook.result.current).toBe(true);
  });

  it('stays settled when a later call starts', async () => {
    const { queryClient, hook } = setUp(true);
    await afterPaint();
    expect(hook.result.current).toBe(true);
    callUnderWay(queryClient, 'later');
    await afterPaint();
    expect(hook.result.current).toBe(true);
  });

  it('settles at the limit when a call never ends or the page never shows', async () => {
    for (const shown of [true, false]) {
      const { queryClient, hook } = setUp(shown);
      callUnderWay(queryClient, 'endless');
      await act(() => vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS - 100));
      expect(hook.result.current).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(hook.result.current).toBe(true);
      hook.unmount();
    }
  });

  it('has settled on a page rendered on the server: the footer is in its HTML', () => {
    function Probe() {
      return <p>{usePageSettled(false) ? 'settled' : 'waiting'}</p>;
    }
    const html = renderToString(
      <ServerRenderContext value>
        <QueryClientProvider client={new QueryClient()}>
          <Probe />
        </QueryClientProvider>
      </ServerRenderContext>,
    );
    expect(html).toBe('<p>settled</p>');
  });
});
