import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_HYDRATED } from './earlyTaps.ts';
import {
  afterFirstPaint,
  entryAddress,
  PAINT_WAIT_LIMIT_MS,
  paintFirst,
  type PaintingWindow,
} from './paintFirst.ts';

type PaintCallback = () => void;

/** A window whose paint timing the test drives: `paint()` records the first contentful paint. */
function fakeWindow({ painted = false, paintTiming = true } = {}) {
  const entries: PerformanceEntry[] = painted ? [{ name: 'first-contentful-paint' } as PerformanceEntry] : [];
  const observers: PaintCallback[] = [];
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const win: PaintingWindow = {
    document,
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    performance: { getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name) },
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
  };
  return {
    win,
    paint: () => {
      entries.push({ name: 'first-contentful-paint' } as PerformanceEntry);
      for (const callback of [...observers]) callback();
    },
    observing: () => observers.length,
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete (globalThis as { entryLoaded?: number }).entryLoaded;
});

describe('afterFirstPaint', () => {
  it.each([
    ['the page has painted already', { painted: true }],
    ['the browser reports no paints', { paintTiming: false }],
  ])('goes at once when %s', (_, options) => {
    const { win } = fakeWindow(options);
    const then = vi.fn();
    afterFirstPaint(win, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes in the task after the first contentful paint, once, and stops listening', () => {
    vi.useFakeTimers();
    const { win, paint, observing } = fakeWindow();
    const then = vi.fn();
    afterFirstPaint(win, then);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    paint();
    expect(then).not.toHaveBeenCalled();
    expect(observing()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes after the wait limit when no paint is reported, and a later paint changes nothing', () => {
    vi.useFakeTimers();
    const { win, paint, observing } = fakeWindow();
    const then = vi.fn();
    afterFirstPaint(win, then);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observing()).toBe(0);
    paint();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('paintFirst', () => {
  /** A rendered page: #root with a button, and the script naming `entry`. */
  function renderedPage(entry: string | null) {
    document.body.innerHTML = `<div id="root"><button id="share">Share</button></div>${
      entry === null ? '' : '<script type="module" data-entry=""></script>'
    }`;
    const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
    if (script && entry !== null) script.dataset.entry = entry;
    return document.getElementById('root') as HTMLElement;
  }

  it('reads the entry from its own element, and nothing without one', () => {
    renderedPage('/assets/index-1.js');
    expect(entryAddress(document)).toBe('/assets/index-1.js');
    renderedPage(null);
    expect(entryAddress(document)).toBeNull();
  });

  it('loads the entry after the paint, and makes a tap held meanwhile again once the app has hydrated', async () => {
    const root = renderedPage(
      `data:text/javascript,${encodeURIComponent('globalThis.entryLoaded = (globalThis.entryLoaded ?? 0) + 1;')}`,
    );
    const { win, paint } = fakeWindow();
    paintFirst(win);
    const taps: string[] = [];
    root.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((globalThis as { entryLoaded?: number }).entryLoaded).toBeUndefined();

    paint();
    await vi.waitFor(() => expect((globalThis as { entryLoaded?: number }).entryLoaded).toBe(1));
    // The app hydrates: its listener is there, then it says so.
    root.addEventListener('click', () => taps.push('share'));
    root.dispatchEvent(new Event(APP_HYDRATED));
    expect(taps).toEqual(['share']);
  });

  it('when the entry cannot load, makes the held tap again for the browser to follow', async () => {
    const root = renderedPage(`data:text/javascript,${encodeURIComponent('throw new Error("offline");')}`);
    root.insertAdjacentHTML('beforeend', '<a id="section" href="#instructors">Instructors</a>');
    const followed: boolean[] = [];
    // Around the root, where the browser's action is decided (and stopped: jsdom does not navigate).
    const around = document.createElement('div');
    document.body.append(around);
    around.append(root);
    around.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    const { win } = fakeWindow({ painted: true });
    paintFirst(win);
    root.querySelector('a')?.click();
    expect(followed).toEqual([false]);
    await vi.waitFor(() => expect(followed).toEqual([false, true]));
  });

  it('does nothing on a page without the entry’s address (the shell)', () => {
    const root = renderedPage(null);
    const { win } = fakeWindow({ painted: true });
    paintFirst(win);
    const taps: string[] = [];
    root.querySelector('button')?.click();
    root.addEventListener('click', () => taps.push('share'));
    root.dispatchEvent(new Event(APP_HYDRATED));
    expect(taps).toEqual([]);
  });
});
