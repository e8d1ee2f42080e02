import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Each test file builds its own SQLite database; two workers suit the 2-core CI machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
