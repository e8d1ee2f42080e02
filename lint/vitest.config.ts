import { defineConfig } from 'vitest/config';

// The lint configuration's own tests: ESLint runs in Node on probes and fixtures.
export default defineConfig({
  test: {
    name: 'lint',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
