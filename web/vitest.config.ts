import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Files that take seconds each (whole-page property runs under src/test/property) run in `web-slow`. */
export const SLOW_TESTS = 'src/**/*.slow.test.{ts,tsx}';

/**
 * The web app's tests: the fast ones, or the slow ones (vitest.slow.config.ts). Tests keep the full
 * ICU parser (no alias), so a message missing from the catalogue still renders.
 */
export function webProject(slow: boolean) {
  return defineConfig({
    plugins: [react()],
    define: {
      __ATRIUM_BUILD_CONFIG__: JSON.stringify({}),
      __ATRIUM_VERSION__: JSON.stringify('0.0.0-test'),
    },
    test: {
      name: slow ? 'web-slow' : 'web',
      ...(slow && { include: [SLOW_TESTS] }),
      exclude: slow ? configDefaults.exclude : [...configDefaults.exclude, SLOW_TESTS],
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

export default webProject(false);
