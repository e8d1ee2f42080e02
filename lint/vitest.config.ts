import { defineConfig } from 'vitest/config';

// The repository's own checks: the lint configuration (ESLint runs in Node on probes and fixtures) and
// what docs/ and the README cite (docCitations.test.ts).
export default defineConfig({
  test: {
    name: 'lint',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
