// Lighthouse (performance only) with Debian Chromium: a fresh browser per run, median of the runs.
// A signed-in page gets the learner's cookies in the browser itself (puppeteer, as Lighthouse's
// "authenticated pages" recipe does), so the app reads its JWT cookie as it would for a real visit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';

/** Debian Chromium's flags for a closed network, shared with the sign-in step (signin-dashboard.mjs). */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
const CHROME_FLAGS = ['--headless=new', ...BROWSER_FLAGS];

/** The default config is the mobile preset (Moto G Power, simulated slow 4G and 4× CPU slowdown). */
export const PRESETS = { mobile: undefined, desktop: desktopConfig };

/**
 * The phone the mobile preset emulates, as Lighthouse's benchmark index: its 4× CPU slowdown was set
 * for a high-end desktop (index about 2000, Lighthouse's docs/throttling.md), which it turns into a
 * phone of about 500; this machine measured about 2000 when the first budgets were set. On a slower or
 * busier host a fixed 4× emulates a slower phone (index 1000: a phone of 250), and the score follows the
 * host, not the app. So each mobile run divides the host's index, measured just before it, by the
 * phone's, as Lighthouse advises ("calibrating multipliers"); the report gives both.
 */
export const EMULATED_PHONE_INDEX = 500;

/** The CPU slowdown that makes a host of `hostIndex` the emulated phone (1× to 8×, one decimal). */
export function mobileCpuMultiplier(hostIndex) {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) return 4;
  return Math.min(8, Math.max(1, Math.round((hostIndex / EMULATED_PHONE_INDEX) * 10) / 10));
}

/** The mobile preset with the given CPU slowdown (network throttling unchanged: slow 4G). */
function mobileConfig(cpuSlowdownMultiplier) {
  return {
    extends: 'lighthouse:default',
    settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } },
  };
}

/** The host's benchmark index now: Lighthouse's own benchmark, median of three, in a blank page. */
async function hostBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const indexes = [];
    for (let i = 0; i < 3; i += 1) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(indexes);
  } finally {
    await page.close();
  }
}

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Kills every browser this process launched (on abort). */
export function stopBrowsers() {
  return chromeLauncher.killAll();
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A script's address without the origin (`/assets/index-….js`), or Lighthouse's label for the rest. */
function scriptName(url) {
  try {
    const { origin, pathname } = new URL(url);
    return origin === 'null' ? url : pathname;
  } catch {
    return String(url || 'unattributable');
  }
}

/**
 * What kept the main thread busy, so a TBT over budget names its cause: the longest main-thread
 * tasks (Lighthouse's `long-tasks`, attributed to a script) and each script's CPU time at load
 * (`bootup-time`: total, of which evaluation and parse/compile).
 */
export function mainThreadCulprits(lhr, count = 3) {
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({
      script: scriptName(item.url),
      startMs: Math.round(item.startTime ?? 0),
      ms: Math.round(item.duration ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({
      script: scriptName(item.url),
      ms: Math.round(item.total ?? 0),
      scriptingMs: Math.round(item.scripting ?? 0),
      parseMs: Math.round(item.scriptParseCompile ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  return { longTasks, bootup };
}

async function once(url, preset, chromePath, cookies) {
  // Our own SIGINT handler stops the server too; chrome-launcher's would exit before that.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  let browser = null;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    let page;
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const hostIndex = preset === 'mobile' ? await hostBenchmarkIndex(browser) : Number.NaN;
    const cpuMultiplier = preset === 'mobile' ? mobileCpuMultiplier(hostIndex) : 1;
    const config = preset === 'mobile' ? mobileConfig(cpuMultiplier) : PRESETS[preset];
    if (cookies?.length) {
      page = await browser.newPage();
      await browser.setCookie(...cookies);
      // Lighthouse clears the origin's storage (cookies included) before loading unless told not to;
      // each run has a fresh browser profile anyway.
      flags.disableStorageReset = true;
    }
    const result = await withTimeout(lighthouse(url, flags, config, page), 150_000, 'a Lighthouse run');
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // A signed-in page that sent the browser to the sign-in form would be measured happily.
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    }
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('no performance score');
    const run = {
      score: Math.round(score * 100),
      hostIndex,
      cpuMultiplier,
      lighthouseIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    };
    for (const [name, audit] of Object.entries(METRICS))
      run[name] = lhr.audits[audit]?.numericValue ?? Number.NaN;
    // What Lighthouse says would help most, so a missed budget comes with its likely cause.
    run.opportunities = Object.values(lhr.audits)
      .filter((audit) => (audit.details?.overallSavingsMs ?? 0) > 0)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        savingsMs: Math.round(audit.details.overallSavingsMs),
      }))
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .slice(0, 5);
    // Which elements moved, so a CLS over budget points at its cause.
    run.layoutShifts = (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
      element: item.node?.selector ?? item.node?.snippet ?? 'unknown',
      score: Number((item.score ?? 0).toFixed(3)),
    }));
    Object.assign(run, mainThreadCulprits(lhr));
    return run;
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
  }
}

/** `runs` runs of one preset; a failed run is recorded and left out of the median. */
export async function benchLighthouse({ url, preset, runs, chromePath, log, cookies }) {
  const results = [];
  for (let i = 1; i <= runs; i += 1) {
    const label = `${new URL(url).pathname} ${preset} run ${i}/${runs}`;
    try {
      const run = await once(url, preset, chromePath, cookies);
      results.push(run);
      const cpu = preset === 'mobile' ? `, CPU ${run.cpuMultiplier}× (host index ${Math.round(run.hostIndex)})` : '';
      log(
        `  ${label}: performance ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms${cpu}`,
      );
    } catch (error) {
      results.push({ error: error instanceof Error ? error.message : String(error) });
      log(`  ${label} failed: ${results.at(-1).error}`);
    }
  }
  const ok = results.filter((r) => !r.error);
  if (ok.length === 0) throw new Error(`every ${preset} run failed: ${results[0]?.error ?? 'no run'}`);
  const medianOf = (key) => median(ok.map((r) => r[key]));
  return {
    url,
    preset,
    runs: results,
    median: {
      score: medianOf('score'),
      fcpMs: medianOf('fcpMs'),
      lcpMs: medianOf('lcpMs'),
      tbtMs: medianOf('tbtMs'),
      cls: medianOf('cls'),
      cpuMultiplier: medianOf('cpuMultiplier'),
      hostIndex: medianOf('hostIndex'),
    },
  };
}
