import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Each test file builds its own SQLite database, so files may run in parallel.
    testTimeout: 20_000,
  },
});
