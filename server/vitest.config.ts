import { configDefaults, defineConfig } from 'vitest/config';

/** Files that take seconds each (a child server killed mid-write, fuzzing) run in `server-slow`. */
export const SLOW_TESTS = 'src/**/*.slow.test.ts';
/** Files that replace a module (`vi.mock`) run in `server-isolated`, each with its own module registry. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.ts';

type Kind = 'fast' | 'slow' | 'isolated';

const INCLUDED: Record<Kind, string> = { fast: 'src/**/*.test.ts', slow: SLOW_TESTS, isolated: ISOLATED_TESTS };

/**
 * The server's tests. The fast ones share one module registry per worker (`isolate: false`): loading
 * the server afresh for each of 75 files cost more than half of their run.
 */
export function serverProject(kind: Kind) {
  return defineConfig({
    test: {
      name: kind === 'fast' ? 'server' : `server-${kind}`,
      include: [INCLUDED[kind]],
      exclude:
        kind === 'fast' ? [...configDefaults.exclude, SLOW_TESTS, ISOLATED_TESTS] : configDefaults.exclude,
      isolate: kind !== 'fast',
      setupFiles: ['src/test/setup.ts'],
      // Each test file builds its own SQLite database, so files may run in parallel. Seeding one in a
      // beforeAll can take over 10 s on a busy 2-core machine: a slow pass is not a failure.
      // The slow files (a fuzzing run, a child server killed mid-write) get minutes.
      testTimeout: kind === 'slow' ? 120_000 : 20_000,
      hookTimeout: 30_000,
    },
  });
}

export default serverProject('fast');
