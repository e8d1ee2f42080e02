// Shared steps of `npm start` and `npm test`: install what is missing, run commands, report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The manifests of the workspaces that `npm start` and `npm test` install. */
const WORKSPACE_MANIFESTS = [
  'package-lock.json',
  'package.json',
  'contract/package.json',
  'server/package.json',
  'renderer/package.json',
  'web/package.json',
  'e2e/package.json',
];

/**
 * npm writes node_modules/.package-lock.json after every install; when it is newer than every
 * manifest, the installed tree is what the manifests ask for (this also spares Tutor's build a
 * second install after its own `npm clean-install`).
 */
function dependenciesAreCurrent(dir, manifests) {
  const installed = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return false;
  const installedAt = statSync(installed).mtimeMs;
  return manifests.every((file) => {
    const path = join(dir, file);
    return !existsSync(path) || statSync(path).mtimeMs <= installedAt;
  });
}

/**
 * Installs the npm dependencies of a package (by default the workspaces) when its node_modules is
 * missing or older than its manifests. `what` names them in the progress line.
 */
export async function ensureDependencies({
  dir = root,
  manifests = WORKSPACE_MANIFESTS,
  what = 'dependencies',
  duration = 'the SQLite driver compiles, ~2–3 min',
} = {}) {
  if (dependenciesAreCurrent(dir, manifests)) return;
  const useCi = existsSync(join(dir, 'package-lock.json'));
  console.log(`\n▶ Installing ${what} (npm ${useCi ? 'ci' : 'install'}; ${duration})`);
  const code = await run('npm', [useCi ? 'ci' : 'install', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  if (code !== 0) fail(`npm could not install the ${what}.`);
  // npm leaves the hidden lockfile alone when nothing changed; mark the tree as checked now.
  const installed = join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(installed)) utimesSync(installed, new Date(), new Date());
}

export const chromiumPath = '/usr/bin/chromium';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * What `npm test` needs from Debian: Chromium, which the browser tests drive (never a downloaded
 * browser), and python3, which runs the Tutor plugin's tests. Installed when missing (as root).
 */
export async function ensureTestTools() {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(onPath('python3') ? [] : ['python3']),
    // `make pull_translations` is run by a web test (app/operatorTranslations.isolated.test.tsx).
    ...(onPath('make') ? [] : ['make']),
  ];
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      `${missing.join(' and ')} missing. Install Debian's packages as root, then run npm test again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`\n▶ Installing Debian ${missing.join(' and ')} for the tests (~1.5 min)`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], { env })) !== 0) fail('apt-get update failed.');
  if ((await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env })) !== 0) {
    fail(`apt-get install ${missing.join(' ')} failed.`);
  }
}

/** Newest modification time of the files below the given folders (ignoring node_modules and dist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist' && entry !== 'compiled') visit(join(path, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Whether web/dist (or the server's build, web/dist-server) is missing or older than its sources. */
export function webBuildIsStale() {
  const built = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(built) || !existsSync(join(root, 'web', 'dist-server', 'entry-server.js'))) return true;
  return (
    newestMtime([
      'web/src',
      'web/index.html',
      'web/vite.config.ts',
      'web/build',
      'web/public',
      'contract/src',
    ]) > statSync(built).mtimeMs
  );
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export function runSync(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

export function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}
