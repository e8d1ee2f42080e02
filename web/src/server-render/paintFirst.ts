/**
 * The first script of a page rendered on the server: the renderer names it in place of the app's entry
 * (renderer/src/pageDocument.ts). The page is on screen from its HTML, so the app's code is fetched
 * only once the browser has painted it: neither the code's download nor, from the browser's cache,
 * its evaluation and hydration can hold back the first paint. A tap meanwhile is held and made again
 * once the app has taken the page over, or, when its code cannot load, at once, for the browser to do
 * what it does (earlyTaps.ts). docs/decisions/server-rendering.md.
 *
 * It is built on its own (web/build/paintFirst.ts): nothing here may import the app's modules.
 */
import { APP_HYDRATED, holdEarlyTaps } from './earlyTaps.ts';

/** The paint this script waits for: the first one with text or a picture. */
const FIRST_PAINT = 'first-contentful-paint';

/**
 * A browser that reports no paint (one without paint timing, a tab opened in the background) takes
 * the page over after this long anyway.
 */
export const PAINT_WAIT_LIMIT_MS = 1000;

/** What of the browser's window this script uses (a test gives its own paint timing). */
export interface PaintingWindow {
  document: Document;
  performance: Pick<Performance, 'getEntriesByName'>;
  setTimeout(handler: () => void, ms?: number): unknown;
  PerformanceObserver?: typeof PerformanceObserver;
}

/** Calls `then` once, after the page's first contentful paint (at once if it has been). */
export function afterFirstPaint(win: PaintingWindow, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const painted = () => win.performance.getEntriesByName(FIRST_PAINT).length > 0;
  const Observer = win.PerformanceObserver;
  if (painted() || !Observer?.supportedEntryTypes.includes('paint')) {
    once();
    return;
  }
  const observer = new Observer(() => {
    if (!painted()) return;
    observer.disconnect();
    // A task of its own: the paint's frame finishes before the code's request goes out.
    win.setTimeout(once);
  });
  observer.observe({ type: 'paint', buffered: true });
  win.setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_LIMIT_MS);
}

/** The address of the app's entry, which the renderer writes on this script's element. */
export function entryAddress(doc: Document): string | null {
  return doc.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry ?? null;
}

/**
 * Holds early taps, then loads the app's entry after the first paint; replays the tap on hydration, or
 * when the entry fails to load.
 */
export function paintFirst(win: PaintingWindow): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const entry = entryAddress(doc);
  if (!root || !entry) return;
  const taps = holdEarlyTaps(root);
  root.addEventListener(APP_HYDRATED, () => taps.replay(), { once: true });
  afterFirstPaint(win, () => {
    import(/* @vite-ignore */ entry).catch(() => taps.replay());
  });
}

// Without the renderer's attribute (a unit test, the shell) there is nothing to start.
paintFirst(window);
