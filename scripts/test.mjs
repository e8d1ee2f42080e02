// `npm test`: install what is missing (Debian chromium included), then typecheck, lint, message
// check, unit tests of every workspace, production build, size budget and the browser tests against
// the real server. Ends with one line `N passed, N failed` over all suites.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { bin, chromiumPath, ensureDependencies, ensureTestTools, run } from './lib.mjs';
import { runTutorPluginTests, TUTOR_PLUGIN_STEP } from './tutorPluginTests.mjs';

const started = Date.now();
await ensureDependencies();
await ensureTestTools();

const reports = mkdtempSync(join(tmpdir(), 'atrium-test-'));
const steps = [];
let passed = 0;
let failed = 0;
// Named again in the summary: the end of a long log is often all of it that a CI page shows.
const failedUnitTests = [];

async function step(name, command, args, env = {}) {
  const begin = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env });
  const ok = code === 0;
  steps.push({ name, ok, seconds: (Date.now() - begin) / 1000 });
  return ok;
}

/** "project › file:line › title" of every test of a Playwright JSON report that needed a retry. */
function flakyTests(report) {
  const names = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          names.push(
            `${test.projectName} › ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) visit(file, []);
  return names;
}

/** "file › title" of every failed test, and every file that failed to load, of a Vitest JSON report. */
function failedVitestTests(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name);
    const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failures) names.push(`${path} › ${test.fullName}`);
    if (file.status === 'failed' && failures.length === 0) names.push(`${path} (did not load)`);
  }
  return names;
}

/** A check that is not a test suite counts as one test. */
function countCheck(ok) {
  if (ok) passed += 1;
  else failed += 1;
}

countCheck(await step('Typecheck', 'npm', ['run', 'typecheck']));
countCheck(await step('Lint', 'npm', ['run', 'lint']));
countCheck(await step('Message catalogues', 'npm', ['run', 'check:messages']));

const vitestJson = join(reports, 'vitest.json');
const unitOk = await step('Unit tests (contract, server, web, and their slow suites)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const result = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (!unitOk && result.numFailedTests === 0) failed += 1; // a suite failed to load
  failedUnitTests.push(...failedVitestTests(result));
} else failed += 1;

const plugin = runTutorPluginTests();
steps.push({ name: TUTOR_PLUGIN_STEP, ok: plugin.ok, seconds: plugin.seconds });
passed += plugin.passed;
failed += plugin.failed;

const buildOk = await step('Production build', 'npm', ['run', 'build']);
countCheck(buildOk);
if (buildOk) countCheck(await step('Size budget', 'npm', ['run', 'check:size']));

if (buildOk) {
  const playwrightJson = join(reports, 'playwright.json');
  // A test that passed only on a retry (CI retries once) fails the run: flaky is a bug, not a pass.
  const e2eOk = await step(
    'Browser tests (Playwright, Debian Chromium, real server)',
    bin('playwright'),
    ['test', '-c', 'e2e', '--fail-on-flaky-tests'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      CHROME_PATH: chromiumPath,
    },
  );
  if (existsSync(playwrightJson)) {
    const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    const { expected, unexpected, flaky } = report.stats;
    passed += expected;
    failed += unexpected + flaky;
    if (flaky > 0) {
      console.log(`\n✗ Passed only on a retry, counted as failed (${flaky}):`);
      for (const name of flakyTests(report)) console.log(`  ${name}`);
    }
    if (!e2eOk && unexpected + flaky === 0) failed += 1;
  } else failed += 1;
} else failed += 1;

rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const s of steps) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(1)} s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (failedUnitTests.length > 0) {
  console.log(`✗ Unit tests that failed (${failedUnitTests.length}):`);
  for (const name of failedUnitTests) console.log(`  ${name}`);
  console.log('');
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
