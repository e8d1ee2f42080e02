// `npm run bench` (not part of `npm test`): first-load size of `/`, autocannon on discovery search with
// 10 000 seeded courses, Lighthouse mobile and desktop (median of 3) on `/`, all against the reference
// server on a temporary database, serving a checked copy of web/dist (ATRIUM_WEB_DIST) so that a
// rebuild running meanwhile cannot change what is measured. Writes reports/bench.json and reports/bench.md and prints the Markdown.
// Environment: BENCH_DURATION (seconds of load, default 10), BENCH_RUNS (Lighthouse runs, default 3),
// BENCH_TIMEOUT (seconds for the whole run, default 1500). Exits 1 when a part could not be measured;
// budget misses are reported (✗), not fatal: `npm run check:size` is the gate for sizes.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDiscovery } from './bench/discovery.mjs';
import { measureFirstLoad } from './bench/first-load.mjs';
import { benchLighthouse, stopBrowsers } from './bench/lighthouse.mjs';
import { BUDGETS, checks, markdown } from './bench/report.mjs';
import { launchServer, probeHome, stopServer, waitForServer } from './bench/server.mjs';
import { bin, chromiumPath, root, run } from './lib.mjs';

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number of seconds or runs, not ${process.env[name]}`);
    process.exit(2);
  }
  return value;
}

const durationSeconds = positive('BENCH_DURATION', 10);
const lighthouseRuns = Math.round(positive('BENCH_RUNS', 3));
const timeoutSeconds = positive('BENCH_TIMEOUT', 1500);
const SEED_COURSES = 10_000;
const dist = join(root, 'web', 'dist');
const log = (line) => console.error(line); // progress on stderr, the report on stdout
const message = (error) => (error instanceof Error ? error.message : String(error));

let server = null;
let webCopy = null;
let cleaning = null;
let stopping = false;
/** One clean-up, whoever asks first (the run's end, the watchdog or a signal); the others wait for it. */
function cleanUp() {
  cleaning ??= (async () => {
    await stopBrowsers();
    if (server) await stopServer(server);
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
      return measureFirstLoad(target); // throws when index.html or a file it loads is missing
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
    lighthouseRuns,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    serverStartupSeconds: null,
    catalogueSize: null,
    entryScriptEncoding: null,
  },
  budgets: BUDGETS,
  firstLoad: { error: 'not run' },
  discovery: { error: 'not run' },
  lighthouse: { mobile: { error: 'not run' }, desktop: { error: 'not run' } },
  checks: [],
};

try {
  if (!existsSync(join(dist, 'index.html'))) {
    log('▶ web/dist is missing: npm run build -w web');
    if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) log('✗ the web build failed');
  }

  log('▶ First load of / (from a copy of web/dist)');
  webCopy = mkdtempSync(join(tmpdir(), 'atrium-bench-web-'));
  let built = false;
  try {
    report.firstLoad = await snapshotWeb(webCopy);
    built = true;
  } catch (error) {
    report.firstLoad = { error: message(error) };
  }

  log(`▶ Starting the reference server with ${SEED_COURSES} courses on a temporary database`);
  try {
    if (stopping) throw new Error('stopped');
    server = await launchServer({ root, tsx: bin('tsx'), courses: SEED_COURSES, webDist: webCopy });
    report.meta.serverStartupSeconds = Number((await waitForServer(server, 300_000)).toFixed(1));
    log(`  ready at ${server.origin} after ${report.meta.serverStartupSeconds} s`);
  } catch (error) {
    const reason = `server: ${message(error)}`;
    if (server) await stopServer(server);
    server = null;
    report.discovery = { error: reason };
    report.lighthouse = { mobile: { error: reason }, desktop: { error: reason } };
  }

  if (server) {
    log(`▶ Discovery search: 20 connections for ${durationSeconds} s`);
    try {
      report.discovery = await benchDiscovery({ origin: server.origin, connections: 20, durationSeconds });
      report.meta.catalogueSize = report.discovery.catalogueSize;
    } catch (error) {
      report.discovery = { error: message(error) };
    }

    let homeError = built ? null : `no usable web build: ${report.firstLoad.error}`;
    if (!homeError) {
      try {
        report.meta.entryScriptEncoding = (await probeHome(server.origin)).entryScriptEncoding;
      } catch (error) {
        homeError = message(error);
      }
    }
    for (const preset of ['mobile', 'desktop']) {
      log(`▶ Lighthouse ${preset}, ${lighthouseRuns} runs on /`);
      if (homeError || stopping) {
        report.lighthouse[preset] = { error: homeError ?? 'stopped' };
        continue;
      }
      try {
        const url = `${server.origin}/`;
        report.lighthouse[preset] = await benchLighthouse({
          url,
          preset,
          runs: lighthouseRuns,
          chromePath: chromiumPath,
          log,
        });
      } catch (error) {
        report.lighthouse[preset] = { error: message(error) };
      }
    }
  }
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
// Stopped by the watchdog or a signal: abort() exits once the clean-up is done; no partial report.
if (stopping) await new Promise(() => {});

report.checks = checks(report);
const text = markdown(report);
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'reports', 'bench.md'), text);
console.log(text);
log('Wrote reports/bench.json and reports/bench.md');

const unmeasured = [
  report.firstLoad,
  report.discovery,
  report.lighthouse.mobile,
  report.lighthouse.desktop,
].some((part) => part.error);
process.exit(unmeasured ? 1 : 0);
