// Starts the reference server for the browser tests on a fresh temporary database, with a short JWT
// lifetime so that silent refresh is exercised, and the test-only fixtures. Every browser of the suite
// signs in and registers from 127.0.0.1, far more often than one real address would: the per-address
// limits on successful sign-ins and registrations are lifted (server/src/test/loginThrottle.test.ts
// holds them to their defaults). ATRIUM_PLATFORM_API picks the dialect the journeys run against
// (admin-console unless the run says openedx). E2E_WEB_PLATFORM_API builds the web app again with that
// PLATFORM_API, into the temporary folder, and serves that build: only a build that knows it starts
// without an /admin-console/ request (docs/decisions/stock-platform-start-up.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const webPlatformApi = process.env.E2E_WEB_PLATFORM_API;
const webDist = webPlatformApi ? join(folder, 'web') : undefined;
// E2E_OPERATOR_ENV_CONFIG: an operator's env.config.jsx (e2e/fixtures/), built beside the app above,
// at the same time (the two builds share the wait), and served under OPERATOR_PATH
// (tests/openedx/plugin-slots.spec.ts; docs/decisions/plugin-slots.md).
const OPERATOR_PATH = '/operator/';
const operatorEnvConfig = process.env.E2E_OPERATOR_ENV_CONFIG;
const operatorDist = webDist && operatorEnvConfig ? join(folder, 'operator') : undefined;

/** `vite build` into outDir; resolves to its exit status. */
function build(outDir, env) {
  // The messages are compiled by the main build, which the browser tests always follow.
  const child = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(root, 'web'),
      stdio: 'inherit',
      env: { ...process.env, PLATFORM_API: webPlatformApi, ...env },
    },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

if (webDist) {
  const statuses = await Promise.all([
    build(webDist, {}),
    ...(operatorDist
      ? [
          build(operatorDist, {
            ATRIUM_ENV_CONFIG: join(root, operatorEnvConfig),
            PUBLIC_PATH: OPERATOR_PATH,
          }),
        ]
      : []),
  ]);
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    rmSync(folder, { recursive: true, force: true });
    process.exit(failed);
  }
}
const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'src', 'main.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ATRIUM_DB: join(folder, 'atrium.sqlite'),
    ATRIUM_TEST_FIXTURES: '1',
    ATRIUM_JWT_LIFETIME: process.env.ATRIUM_JWT_LIFETIME ?? '8',
    ATRIUM_SIGNIN_MAX_PER_ADDRESS: '100000',
    ATRIUM_REGISTER_MAX_PER_ADDRESS: '100000',
    ATRIUM_PLATFORM_API: process.env.ATRIUM_PLATFORM_API ?? 'admin-console',
    // The app's shell, as a static deployment serves it, unless a run asks for pages rendered on the
    // server (the *-rendered projects: tests/rendered).
    ATRIUM_SERVER_RENDERING: process.env.ATRIUM_SERVER_RENDERING ?? 'off',
    ...(webDist && { ATRIUM_WEB_DIST: webDist }),
    ...(operatorDist && { ATRIUM_SECOND_WEB_APP: `${OPERATOR_PATH}=${operatorDist}` }),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(folder, { recursive: true, force: true });
  process.exit(code ?? 0);
});
