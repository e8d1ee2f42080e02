// Sign-in submitted → the dashboard's first card painted, in Debian Chromium under Lighthouse's mobile
// throttling (devtools method: slow 4G, 562.5 ms request latency, 1474.56 kbit/s down, 675 kbit/s up;
// CPU 4× slower), median of the runs, in one dialect; and the chain of requests between the two, from
// the browser's own network events (CDP). Each run is a fresh browser: a visitor opens the dashboard
// (`/inprogress`, which asks them to sign in), follows its Sign In to the form (`/login?next=` that
// address, as the app links it), fills it, and is timed from the form's POST: the app's code is in the
// browser's cache then, as it is for anyone who pressed the app's Sign In.
/* global document, window, requestAnimationFrame -- watchFirstCard and waitForFunction run in the page */
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from './session.mjs';
import { BROWSER_FLAGS, median } from './lighthouse.mjs';

/** Lighthouse's mobile device (Moto G Power) and its devtools throttling (constants.js, mobileSlow4G × its factors). */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const DASHBOARD = '/inprogress';
const loadAverage = () => Number(loadavg()[0].toFixed(2));

/** In every document: the time (ms since the epoch) of the first frame after a dashboard card exists. */
function watchFirstCard() {
  const look = () => {
    if (document.querySelector('main article h3')) {
      // The frame that draws it, then the task after it: the card is on screen.
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__firstCardPainted = performance.timeOrigin + performance.now();
        }, 0),
      );
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** The page's requests from CDP events: one entry per request (a redirect ends one and starts the next). */
function recordRequests(cdp) {
  const entries = [];
  const open = new Map();
  const finish = (id, timestamp, status) => {
    const entry = open.get(id);
    if (!entry) return;
    entry.end = timestamp;
    if (status !== undefined) entry.status = status;
    open.delete(id);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse) finish(event.requestId, event.timestamp, event.redirectResponse.status);
    const entry = {
      method: event.request.method,
      url: event.request.url,
      type: event.type ?? 'Other',
      start: event.timestamp,
      wallTime: event.wallTime,
      end: null,
      status: null,
    };
    entries.push(entry);
    open.set(event.requestId, entry);
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = open.get(event.requestId);
    if (entry) entry.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp, 'failed'));
  return entries;
}

const pathOf = (url) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.slice(0, 110);
};

async function once({ origin, chromePath }) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: BROWSER_FLAGS,
    handleSIGINT: false,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    await page.evaluateOnNewDocument(watchFirstCard);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await page.goto(`${origin}${DASHBOARD}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    const next = new URL(DASHBOARD, origin).href;
    await page.goto(`${origin}/login?next=${encodeURIComponent(next)}`, { waitUntil: 'load' });
    await page.type('input[name="login"]', 'learner');
    await page.type('input[name="password"]', DEMO_PASSWORD);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = recordRequests(cdp);
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => window.__firstCardPainted, { timeout: 120_000, polling: 200 });
    const painted = await page.evaluate(() => window.__firstCardPainted);
    const submit = requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === '/login');
    if (!submit) throw new Error('the sign-in form was not posted');
    if (new URL(page.url()).pathname !== DASHBOARD) throw new Error(`sign-in ended at ${page.url()}`);
    const paintedMs = painted - submit.wallTime * 1000;
    const at = (timestamp) => (timestamp === null ? null : Math.round((timestamp - submit.start) * 1000));
    const chain = requests
      .filter((r) => at(r.start) <= paintedMs)
      .map((r) => ({
        startMs: at(r.start),
        endMs: at(r.end),
        method: r.method,
        path: pathOf(r.url),
        type: r.type,
        status: r.status,
      }));
    return { ms: Math.round(paintedMs), chain };
  } finally {
    await browser.close().catch(() => {});
  }
}

/**
 * `runs` runs against `origin` (a server of one dialect, with the demo learner); a failed run is
 * recorded and left out of the median. The chain is the median run's.
 */
export async function benchSignInToDashboard({ origin, dialect, runs, chromePath, log }) {
  const results = [];
  const loadBefore = loadAverage();
  for (let i = 1; i <= runs; i += 1) {
    try {
      const run = await once({ origin, chromePath });
      results.push(run);
      log(`  ${dialect} run ${i}/${runs}: first card painted ${run.ms} ms after the sign-in was submitted`);
    } catch (error) {
      results.push({ error: error instanceof Error ? error.message : String(error) });
      log(`  ${dialect} run ${i}/${runs} failed: ${results.at(-1).error}`);
    }
  }
  const ok = results.filter((r) => !r.error);
  if (ok.length === 0) throw new Error(`every run failed: ${results[0]?.error ?? 'no run'}`);
  const medianMs = median(ok.map((r) => r.ms));
  const middle = [...ok].sort((a, b) => Math.abs(a.ms - medianMs) - Math.abs(b.ms - medianMs))[0];
  return {
    dialect,
    runs: results.map((r) => (r.error ? r : { ms: r.ms })),
    medianMs,
    chain: middle.chain,
    loadAverage: [loadBefore, loadAverage()],
  };
}
