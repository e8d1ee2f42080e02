// `npm run bench` (not part of `npm test`), against the reference server with 10 000 seeded courses on
// a temporary database, serving a checked copy of web/dist (ATRIUM_WEB_DIST) so that a rebuild running
// meanwhile cannot change what is measured:
// - firstLoad: first-load sizes (JS and CSS, gzip) of `/`, `/search`, a course page and `/inprogress`,
//   and what each of their chunks carries, by package or source folder (bench/bundle-report.mjs);
// - autocannon loads: discovery search (also with `accept-encoding: br, gzip`), discovery search with a
//   new text and filters every request (discoveryUncached), one course's metadata, and the enrollment
//   list of a learner signed in over HTTP;
// - signInFlood: 16 connections signing in while one client reads (bench/signin-flood.mjs, which also
//   runs alone);
// - lighthouse: mobile and desktop (median of BENCH_RUNS) on the four pages, `/inprogress` signed in;
// - signInToDashboard: sign-in submitted → the dashboard's first card painted under Lighthouse's
//   mobile throttling, median of BENCH_RUNS, in both dialects (each its own server with 1 000
//   courses), with the chain of requests between (bench/signin-dashboard.mjs);
// - scale: `npm run reset`, database size, start-up and the uncached discovery load at 1 000, 10 000
//   and 100 000 courses, each on its own server.
// Writes reports/bench.json and reports/bench.md and prints the Markdown.
// Environment: BENCH_DURATION (seconds of each load, default 30), BENCH_RUNS (Lighthouse runs per page
// and preset, default 3), BENCH_SCALE (the catalogue sizes of the scale step, default
// 1000,10000,100000), BENCH_TIMEOUT (seconds for the whole run; default from the others, ~60 min for
// the defaults, where a quiet machine needs ~20), BENCH_ONLY (a comma-separated list of the steps
// above, e.g. `BENCH_ONLY=discoveryUncached` or `BENCH_ONLY=scale`: only those run, and the report goes
// to reports/bench-partial.{json,md} so that the full report stays as it was). Exits 1 when a part
// could not be measured; budget misses are reported (✗), not fatal: `npm run check:size` is the gate
// for sizes.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleReport } from './bench/bundle-report.mjs';
import { measureFirstLoads, ROUTES } from './bench/first-load.mjs';
import { benchLighthouse, stopBrowsers } from './bench/lighthouse.mjs';
import {
  benchCourseMetadata,
  benchDiscovery,
  benchDiscoveryUncached,
  benchEnrollmentList,
  LEARNER,
} from './bench/load.mjs';
import { BUDGETS, checks, markdown } from './bench/report.mjs';
import { benchScale } from './bench/scale.mjs';
import { benchSignInFlood, describeFlood } from './bench/signin-flood.mjs';
import { benchSignInToDashboard } from './bench/signin-dashboard.mjs';
import { launchServer, probeHome, serverCpuSeconds, stopServer, waitForServer } from './bench/server.mjs';
import { csrf, signIn } from './bench/session.mjs';
import { bin, chromiumPath, root, run, webBuildIsStale } from './lib.mjs';

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number of seconds or runs, not ${process.env[name]}`);
    process.exit(2);
  }
  return value;
}

const durationSeconds = positive('BENCH_DURATION', 30);
const lighthouseRuns = Math.round(positive('BENCH_RUNS', 3));
const scaleSizes = (process.env.BENCH_SCALE || '1000,10000,100000').split(',').map((size) => {
  const courses = Number(size);
  if (!Number.isInteger(courses) || courses < 1) {
    console.error(`BENCH_SCALE must list whole numbers of courses, not ${process.env.BENCH_SCALE}`);
    process.exit(2);
  }
  return courses;
});
const LOAD_NAMES = [
  'discovery',
  'discoveryCompressed',
  'discoveryUncached',
  'courseMetadata',
  'enrollmentList',
];
const STEPS = ['firstLoad', ...LOAD_NAMES, 'signInFlood', 'lighthouse', 'signInToDashboard', 'scale'];
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((step) => step.trim()) : null;
for (const step of only ?? []) {
  if (!STEPS.includes(step)) {
    console.error(`BENCH_ONLY lists ${step}; the steps are ${STEPS.join(', ')}`);
    process.exit(2);
  }
}
const runs = (step) => !only || only.includes(step);
// Start-up and sizes, five loads with their warm-ups and checks, the sign-in flood's two phases, 8 page × preset pairs of runs of up to
// ~75 s each on a busy machine (a quiet one needs ~25 s), and per scale size a reset (~3 min at 100 000
// courses on a busy machine), a start-up and a load.
const timeoutSeconds = positive(
  'BENCH_TIMEOUT',
  600 +
    5 * (durationSeconds + 15) +
    (2 * durationSeconds + 30) +
    8 * lighthouseRuns * 75 +
    2 * (120 + lighthouseRuns * 90) +
    scaleSizes.reduce((sum, courses) => sum + 60 + courses / 500 + durationSeconds + 30, 0),
);
const SEED_COURSES = 10_000;
const CONNECTIONS = 20;
const SEARCH_TEXT = 'data';
/** The course page measured: the seed's richest course (archetype `python`). */
const COURSE_TITLE = 'Introduction to Python Programming';
const dist = join(root, 'web', 'dist');
const log = (line) => console.error(line); // progress on stderr, the report on stdout
const message = (error) => (error instanceof Error ? error.message : String(error));

let server = null;
let scaleServer = null;
let webCopy = null;
let cleaning = null;
let stopping = false;
/** One clean-up, whoever asks first (the run's end, the watchdog or a signal); the others wait for it. */
function cleanUp() {
  cleaning ??= (async () => {
    await stopBrowsers();
    if (server) await stopServer(server);
    if (scaleServer) await stopServer(scaleServer);
    if (webCopy) rmSync(webCopy, { recursive: true, force: true });
  })();
  return cleaning;
}
function abort(reason, code) {
  if (stopping) return;
  stopping = true;
  log(`\n✗ ${reason}; stopping.`);
  void cleanUp().finally(() => process.exit(code));
}

/** Copies web/dist and measures the copy; a build caught half-written is retried for up to a minute. */
async function snapshotWeb(target) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(target, { recursive: true, force: true });
      cpSync(dist, target, { recursive: true });
      const firstLoad = measureFirstLoads(target, ROUTES); // throws when index.html or a file it loads is missing
      return { ...firstLoad, bundle: bundleReport(target, firstLoad) };
    } catch (error) {
      if (attempt >= 12) throw error;
      log(`  web/dist looks mid-build (${message(error)}); retrying in 5 s`);
      await sleep(5000);
    }
  }
}

// Bounded in time: whatever hangs, the server is stopped and the temporary database removed.
const watchdog = setTimeout(
  () => abort(`The benchmark took longer than ${timeoutSeconds} s (BENCH_TIMEOUT)`, 1),
  timeoutSeconds * 1000,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => abort(`${signal} received`, 130));

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout?.trim();
const report = {
  meta: {
    date: new Date().toISOString(),
    commit: commit || 'unknown',
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model?.trim() ?? 'unknown CPU',
    seedCourses: SEED_COURSES,
    connections: CONNECTIONS,
    loadSeconds: durationSeconds,
    lighthouseRuns,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    only,
    serverStartupSeconds: null,
    catalogueSize: null,
    entryScriptEncoding: null,
    indexEncoding: null,
    // Sizes and Lighthouse measure web/dist as it is: say when it is older than its sources.
    webBuildStale: webBuildIsStale(),
  },
  budgets: BUDGETS,
  firstLoad: { error: 'not run' },
  load: {},
  signInFlood: null,
  lighthouse: {},
  /** The same pages' mobile runs with the app's shell (ATRIUM_SERVER_RENDERING=off), beside the rendered ones. */
  lighthouseShell: {},
  signInToDashboard: null,
  scale: [],
  checks: [],
};
/** Each load, given the origin, the course slug and the server's CPU counter. */
const LOADS = {
  discovery: (common) => benchDiscovery(common),
  discoveryCompressed: (common) => benchDiscovery({ ...common, acceptEncoding: 'br, gzip' }),
  discoveryUncached: (common) => benchDiscoveryUncached(common),
  courseMetadata: (common) => benchCourseMetadata(common),
  enrollmentList: (common) => benchEnrollmentList(common),
};

/** The slug of the course page measured, found as a visitor would: by searching its title. */
async function courseSlug(origin) {
  const { csrfToken, cookie } = await csrf(origin);
  const res = await fetch(`${origin}/admin-console/api/full-course-discovery/?page_size=5`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie },
    body: JSON.stringify({ search_string: COURSE_TITLE, learning_type: ['course'] }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = res.ok ? await res.json() : null;
  const hit = answer?.results?.find((r) => r.data.content.display_name === COURSE_TITLE);
  if (!hit) throw new Error(`no course titled ${COURSE_TITLE} (search answered ${res.status})`);
  return hit.data.course_metadata.course_slug;
}

/** The web build's first loads, measured on a copy that the server then serves; false when unusable. */
async function firstLoadStep() {
  if (!existsSync(join(dist, 'index.html'))) {
    log('▶ web/dist is missing: npm run build -w web');
    if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) log('✗ the web build failed');
  }
  log(`▶ First load of ${ROUTES.map((r) => r.page).join(', ')} (from a copy of web/dist)`);
  webCopy = mkdtempSync(join(tmpdir(), 'atrium-bench-web-'));
  try {
    report.firstLoad = await snapshotWeb(webCopy);
    return true;
  } catch (error) {
    report.firstLoad = { error: message(error) };
    return false;
  }
}

/** The 10 000-course server of the loads and Lighthouse; the reason it is missing, or null. */
async function serverStep() {
  log(`▶ Starting the reference server with ${SEED_COURSES} courses on a temporary database`);
  try {
    if (stopping) throw new Error('stopped');
    server = await launchServer({ root, tsx: bin('tsx'), courses: SEED_COURSES, webDist: webCopy ?? dist });
    report.meta.serverStartupSeconds = Number((await waitForServer(server, 300_000)).toFixed(1));
    log(`  ready at ${server.origin} after ${report.meta.serverStartupSeconds} s`);
    return null;
  } catch (error) {
    if (server) await stopServer(server);
    server = null;
    return `server: ${message(error)}`;
  }
}

async function loadSteps(names, serverError, slug, slugError) {
  for (const name of names) {
    if (!server || stopping) {
      report.load[name] = { error: serverError ?? 'stopped' };
      continue;
    }
    if (name === 'courseMetadata' && !slug) {
      report.load[name] = { error: slugError };
      continue;
    }
    log(`▶ Load: ${name}, ${CONNECTIONS} connections for ${durationSeconds} s`);
    try {
      const measured = server;
      report.load[name] = await LOADS[name]({
        origin: measured.origin,
        connections: CONNECTIONS,
        durationSeconds,
        slug,
        cpuSeconds: () => serverCpuSeconds(measured),
      });
      if (name === 'discovery') report.meta.catalogueSize = report.load[name].catalogueSize;
      const d = report.load[name];
      log(
        `  p50 ${d.latencyMs.p50.toFixed(1)} ms, p95 ${d.latencyMs.p95.toFixed(1)} ms, ${Math.round(d.requestsPerSecond)} req/s, ` +
          `${d.errors} errors, ${d.non2xx} non-2xx; server CPU ${d.serverCpuMsPerResponse ?? 'n/a'} ms an answer; ` +
          `load average ${d.loadAverage.join(' → ')}`,
      );
    } catch (error) {
      report.load[name] = { error: message(error) };
    }
  }
}

async function signInFloodStep(serverError) {
  if (!server || stopping) {
    report.signInFlood = { error: serverError ?? 'stopped' };
    return;
  }
  log(`▶ Sign-in flood: 16 connections signing in while one client reads, ${durationSeconds} s`);
  try {
    const measured = server;
    report.signInFlood = await benchSignInFlood({
      origin: measured.origin,
      durationSeconds,
      cpuSeconds: () => serverCpuSeconds(measured),
    });
    log(`  ${describeFlood(report.signInFlood)}`);
  } catch (error) {
    report.signInFlood = { error: message(error) };
  }
}

async function lighthouseStep(homeErrorBefore, slug, slugError) {
  const pages = [
    { label: '/', path: '/' },
    { label: `/search?q=${SEARCH_TEXT}`, path: `/search?q=${SEARCH_TEXT}` },
    {
      label: '/course/{slug}/',
      path: slug ? `/course/${encodeURIComponent(slug)}/` : null,
      error: slugError,
    },
    { label: '/inprogress (signed in)', path: '/inprogress', signedIn: true },
  ];
  let homeError = homeErrorBefore;
  if (!homeError && server) {
    try {
      Object.assign(report.meta, await probeHome(server.origin));
    } catch (error) {
      homeError = message(error);
    }
  }
  await measurePages(pages, homeError, server, report.lighthouse, ['mobile', 'desktop']);
  // The same pages as a static host serves them (the app's shell), mobile only: a second server on the
  // same database, which the first one seeded.
  if (homeError || stopping || !server) return;
  let shellServer = null;
  try {
    log('▶ Starting a second reference server on the same database, serving the shell');
    shellServer = await launchServer({
      root,
      tsx: bin('tsx'),
      courses: SEED_COURSES,
      webDist: webCopy ?? dist,
      dir: server.dir,
      env: { ATRIUM_SERVER_RENDERING: 'off' },
    });
    await waitForServer(shellServer, 300_000);
    await measurePages(pages, null, shellServer, report.lighthouseShell, ['mobile']);
  } catch (error) {
    report.lighthouseShell = { error: message(error) };
  } finally {
    if (shellServer) await stopServer(shellServer);
  }
}

/** Lighthouse on each page of `pages` served by `target`, into `into[label][preset]`. */
async function measurePages(pages, homeError, target, into, presets) {
  for (const page of pages) {
    into[page.label] = {};
    let cookies;
    let signInError = null;
    if (!homeError && page.signedIn && page.path) {
      try {
        cookies = (await signIn(target.origin, LEARNER)).browserCookies;
      } catch (error) {
        signInError = `signing in: ${message(error)}`;
      }
    }
    for (const preset of presets) {
      const reason =
        homeError ??
        (stopping ? 'stopped' : null) ??
        page.error ??
        signInError ??
        (page.path ? null : 'no page');
      if (reason) {
        into[page.label][preset] = { error: reason };
        continue;
      }
      log(
        `▶ Lighthouse ${preset}, ${lighthouseRuns} runs on ${page.label} (${target === server ? 'rendered' : 'shell'})`,
      );
      try {
        into[page.label][preset] = await benchLighthouse({
          url: target.origin + page.path,
          preset,
          runs: lighthouseRuns,
          chromePath: chromiumPath,
          log,
          cookies,
        });
      } catch (error) {
        into[page.label][preset] = { error: message(error) };
      }
    }
  }
}

/** The dialects' servers of the sign-in step: 1 000 courses each (a dashboard does not grow with the catalogue). */
const DIALECT_COURSES = 1000;

async function signInToDashboardStep(webError) {
  report.signInToDashboard = {};
  for (const dialect of ['admin-console', 'openedx']) {
    if (webError || stopping) {
      report.signInToDashboard[dialect] = { error: webError ?? 'stopped' };
      continue;
    }
    log(`▶ Sign-in to dashboard (${dialect}), ${lighthouseRuns} runs under mobile throttling`);
    try {
      scaleServer = await launchServer({
        root,
        tsx: bin('tsx'),
        courses: DIALECT_COURSES,
        webDist: webCopy ?? dist,
        env: { ATRIUM_PLATFORM_API: dialect },
      });
      await waitForServer(scaleServer, 300_000);
      report.signInToDashboard[dialect] = await benchSignInToDashboard({
        origin: scaleServer.origin,
        dialect,
        runs: lighthouseRuns,
        chromePath: chromiumPath,
        log,
      });
    } catch (error) {
      report.signInToDashboard[dialect] = { error: message(error) };
    } finally {
      if (scaleServer) await stopServer(scaleServer);
      scaleServer = null;
    }
  }
}

try {
  const loadNames = LOAD_NAMES.filter(runs);
  let built = false;
  if (runs('firstLoad') || runs('lighthouse') || runs('signInToDashboard')) built = await firstLoadStep();
  if (!runs('firstLoad')) report.firstLoad = null;

  let serverError = null;
  let slug = null;
  let slugError = null;
  if (loadNames.length > 0 || runs('signInFlood') || runs('lighthouse')) {
    serverError = await serverStep();
    if (server) {
      try {
        slug = await courseSlug(server.origin);
      } catch (error) {
        slugError = message(error);
      }
    }
  }
  await loadSteps(loadNames, serverError, slug, slugError);
  if (runs('signInFlood')) await signInFloodStep(serverError);
  if (runs('lighthouse')) {
    const homeError = serverError ?? (built ? null : `no usable web build: ${report.firstLoad?.error}`);
    await lighthouseStep(homeError, slug, slugError);
  }
  // The 10 000-course server is no longer needed: the servers below get the machine to themselves.
  if (server) await stopServer(server);
  server = null;
  if (runs('signInToDashboard'))
    await signInToDashboardStep(built ? null : `no usable web build: ${report.firstLoad?.error}`);
  if (runs('scale') && !stopping) {
    report.scale = await benchScale({
      root,
      tsx: bin('tsx'),
      sizes: scaleSizes,
      connections: CONNECTIONS,
      durationSeconds,
      log,
      onServer: (running) => {
        scaleServer = running;
      },
    });
  }
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
// Stopped by the watchdog or a signal: abort() exits once the clean-up is done; no partial report.
if (stopping) await new Promise(() => {});

report.checks = checks(report);
const text = markdown(report);
const name = only ? 'bench-partial' : 'bench';
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'reports', `${name}.md`), text);
console.log(text);
log(`Wrote reports/${name}.json and reports/${name}.md`);

const unmeasured = [
  report.firstLoad ?? {},
  ...Object.values(report.load),
  report.signInFlood ?? {},
  ...Object.values(report.signInToDashboard ?? {}),
  ...Object.values(report.lighthouse).flatMap((presets) => Object.values(presets)),
  ...report.scale,
].some((part) => part.error);
process.exit(unmeasured ? 1 : 0);
