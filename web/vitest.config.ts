import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Files that take seconds each (whole-page property runs under src/test/property) run in `web-slow`. */
export const SLOW_TESTS = 'src/**/*.slow.test.{ts,tsx}';
/**
 * Files that need modules loaded afresh (a `vi.mock`, or a lazy chunk's first arrival) run in
 * `web-isolated`, each with its own module registry and document.
 */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

type Kind = 'fast' | 'slow' | 'isolated';

const INCLUDED: Record<Kind, string[] | undefined> = {
  fast: undefined,
  slow: [SLOW_TESTS],
  isolated: [ISOLATED_TESTS],
};

/**
 * The web app's tests. The fast ones share one module registry and one jsdom per worker (`isolate:
 * false`): setting up jsdom for each of 180 files cost 290 s of a 2-core run's 300. src/test/setup.ts
 * resets what a test may leave behind (rendered trees, handlers, cookies, known sources). Tests keep
 * the full ICU parser (no alias), so a message missing from the catalogue still renders.
 */
export function webProject(kind: Kind) {
  return defineConfig({
    plugins: [react()],
    define: {
      __ATRIUM_BUILD_CONFIG__: JSON.stringify({}),
      __ATRIUM_VERSION__: JSON.stringify('0.0.0-test'),
      // Slots are drawn (src/slots/Slot.tsx) and left alone unless a test configures one.
      __ATRIUM_ENV_CONFIG__: 'true',
    },
    test: {
      name: kind === 'fast' ? 'web' : `web-${kind}`,
      ...(INCLUDED[kind] && { include: INCLUDED[kind] }),
      exclude:
        kind === 'fast' ? [...configDefaults.exclude, SLOW_TESTS, ISOLATED_TESTS] : configDefaults.exclude,
      isolate: kind !== 'fast',
      environment: 'jsdom',
      globalSetup: ['./src/test/globalSetup.ts'],
      setupFiles: ['./src/test/setup.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      // findBy/waitFor wait up to 5 s (src/test/setup.ts); a test doing several of those on a busy
      // 2-core CI machine must not be cut off first by Vitest's own 5 s.
      testTimeout: 20_000,
    },
  });
}

export default webProject('fast');
