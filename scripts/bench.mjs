// `npm run bench` (not part of `npm test`): first-load size of `/`, autocannon on discovery search with
// 10 000 seeded courses, Lighthouse mobile and desktop (median of 3) on `/`, all against the reference
// server on a temporary database. Writes reports/bench.json and reports/bench.md and prints the Markdown.
// Environment: BENCH_DURATION (seconds of load, default 10), BENCH_RUNS (Lighthouse runs, default 3),
// BENCH_TIMEOUT (seconds for the whole run, default 1500). Exits 1 when a part could not be measured;
// budget misses are reported (✗), not fatal: `npm run check:size` is the gate for sizes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchDiscovery } from './bench/discovery.mjs';
import { measureFirstLoad } from './bench/first-load.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { BUDGETS, checks, markdown } from './bench/report.mjs';
import { probeHome, startServer, stopServer } from './bench/server.mjs';
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
async function cleanUp() {
  const running = server;
  server = null;
  if (running) await stopServer(running);
}

// Bounded in time: whatever hangs, the server is stopped and the temporary database removed.
const watchdog = setTimeout(() => {
  log(`\n✗ The benchmark took longer than ${timeoutSeconds} s (BENCH_TIMEOUT); stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, timeoutSeconds * 1000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

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
  const built = existsSync(join(dist, 'index.html'));

  log('▶ First load of /');
  try {
    report.firstLoad = built
      ? measureFirstLoad(dist)
      : { error: 'web/dist/index.html is missing (build failed)' };
  } catch (error) {
    report.firstLoad = { error: message(error) };
  }

  log(`▶ Starting the reference server with ${SEED_COURSES} courses on a temporary database`);
  try {
    server = await startServer({ root, tsx: bin('tsx'), courses: SEED_COURSES, timeoutMs: 300_000 });
    report.meta.serverStartupSeconds = Number(server.startupSeconds.toFixed(1));
    log(`  ready at ${server.origin} after ${report.meta.serverStartupSeconds} s`);
  } catch (error) {
    const reason = `server: ${message(error)}`;
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

    let homeError = built ? null : 'web/dist is missing';
    if (!homeError) {
      try {
        report.meta.entryScriptEncoding = (await probeHome(server.origin)).entryScriptEncoding;
      } catch (error) {
        homeError = message(error);
      }
    }
    for (const preset of ['mobile', 'desktop']) {
      log(`▶ Lighthouse ${preset}, ${lighthouseRuns} runs on /`);
      if (homeError) {
        report.lighthouse[preset] = { error: homeError };
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
  await cleanUp();
  clearTimeout(watchdog);
}

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
