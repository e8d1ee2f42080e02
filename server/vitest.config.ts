import { configDefaults, defineConfig } from 'vitest/config';

/** Files that take seconds each (a child server killed mid-write, fuzzing) run in `server-slow`. */
export const SLOW_TESTS = 'src/**/*.slow.test.ts';

/** The server's tests: the fast ones, or the slow ones (vitest.slow.config.ts). */
export function serverProject(slow: boolean) {
  return defineConfig({
    test: {
      name: slow ? 'server-slow' : 'server',
      include: slow ? [SLOW_TESTS] : ['src/**/*.test.ts'],
      exclude: slow ? configDefaults.exclude : [...configDefaults.exclude, SLOW_TESTS],
      setupFiles: ['src/test/setup.ts'],
      // Each test file builds its own SQLite database, so files may run in parallel. Seeding one in a
      // beforeAll can take over 10 s on a busy 2-core machine: a slow pass is not a failure.
      // The slow files (a fuzzing run, a child server killed mid-write) get minutes.
      testTimeout: slow ? 120_000 : 20_000,
      hookTimeout: 30_000,
    },
  });
}

export default serverProject(false);
