// The Tutor plugin's tests (deploy/tutor): Python's unittest against stand-ins of Tutor's and
// tutor-mfe's hook modules. Prints unittest's report and reads its counts from it.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

export const TUTOR_PLUGIN_STEP = 'Tutor plugin (Python unittest, stand-ins of the hook modules)';

/** Counts from unittest's report: "Ran N tests", then "OK" or "FAILED (failures=a, errors=b)". */
export function unittestCounts(report) {
  const ran = Number(/^Ran (\d+) tests?/m.exec(report)?.[1] ?? 0);
  const failed = [...report.matchAll(/\b(?:failures|errors|unexpected successes)=(\d+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  return { passed: ran - failed, failed };
}

export function runTutorPluginTests() {
  const begin = Date.now();
  console.log(`\n▶ ${TUTOR_PLUGIN_STEP}`);
  const result = spawnSync(
    'python3',
    ['-m', 'unittest', 'discover', '-s', 'deploy/tutor/tests', '-t', 'deploy/tutor'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    },
  );
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const seconds = (Date.now() - begin) / 1000;
  if (result.error) {
    console.error(`python3 could not run: ${result.error.message}`);
    return { ok: false, passed: 0, failed: 1, seconds };
  }
  const counts = unittestCounts(result.stderr ?? '');
  const ok = result.status === 0;
  // A suite that failed to load reports no test: count it as one failure.
  return { ok, ...counts, failed: counts.failed + (!ok && counts.failed === 0 ? 1 : 0), seconds };
}
