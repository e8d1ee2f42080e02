// Why a page's simulated largest paint is what it is: runs Lighthouse's gathering once on a URL (mobile
// settings, Debian Chromium), then Lantern's estimate of the largest contentful paint, and prints the
// requests it counted with their simulated start and end. Lantern counts every request that ended
// before the paint it observed (low-priority images aside), whether or not the paint needed it, on
// at most six connections to the server; the last lines are what a change must move.
//
//   node scripts/bench/lcp-path.mjs http://127.0.0.1:8080/course/introduction-to-python-programming/
//
// (`npm run bench` installs this folder's packages; docs/decisions/what-waits-for-the-page.md.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const url = process.argv[2];
if (!url) {
  console.error('usage: node scripts/bench/lcp-path.mjs <url>');
  process.exit(2);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const dir = mkdtempSync(join(tmpdir(), 'atrium-lcp-path-'));
try {
  const gathered = spawnSync(
    process.execPath,
    [
      cli,
      url,
      `-G=${dir}`,
      '--only-categories=performance',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (gathered.status !== 0) throw new Error(`Lighthouse could not gather ${url}`);
  const artifacts = await loadArtifacts(dir);
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {});
  const { settings } = resolvedConfig;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  console.log(
    `simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  // Chunks are named by hash alone; the build's module report says what each holds.
  const report = new URL('../../web/dist/.vite/modules.json', import.meta.url);
  const chunks = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).chunks : {};
  const holds = (address) => {
    const modules = chunks[new URL(address).pathname.replace(/^.*?(assets\/)/, '$1')]?.modules ?? [];
    const largest = [...modules].sort((a, b) => b.rendered - a.rendered)[0];
    return largest ? `  (${largest.source}${modules.length > 1 ? ` +${modules.length - 1}` : ''})` : '';
  };
  console.log('start   end  priority  request (optimistic graph)');
  const requests = [...lcp.optimisticEstimate.nodeTimings]
    .filter(([node]) => node.type === 'network')
    .sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of requests) {
    const { priority, url: address } = node.request;
    console.log(
      `${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}  ${priority.padEnd(8)}  ${address.replace(/^https?:\/\/[^/]+/, '').slice(0, 100)}${holds(address)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
