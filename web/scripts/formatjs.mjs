// Runs the @formatjs/cli binary with this workspace as the working directory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const messagesDir = join(webRoot, 'src', 'i18n', 'messages');
export const compiledDir = join(webRoot, 'src', 'i18n', 'compiled');

const require = createRequire(import.meta.url);
const cliPackage = require.resolve('@formatjs/cli/package.json');
const cliBin = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin.formatjs);

export function formatjs(args) {
  const run = spawnSync(process.execPath, [cliBin, ...args], { cwd: webRoot, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(run.stderr || run.stdout);
    throw new Error(`formatjs ${args[0]} failed`);
  }
  return run.stdout;
}

/** Messages come from source files beside their feature, never from tests or type declarations. */
export const SOURCES = [
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.d.ts',
  '--ignore',
  'src/**/*.test.{ts,tsx}',
  '--ignore',
  'src/test/**',
];

/** Every message the code defines, id → English (its defaultMessage), in id order. */
export function usedMessages() {
  const scratch = mkdtempSync(join(tmpdir(), 'atrium-messages-'));
  try {
    const out = join(scratch, 'used.json');
    formatjs(['extract', ...SOURCES, '--throws', '--format', 'simple', '--out-file', out]);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
