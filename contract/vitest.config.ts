import { defineConfig } from 'vitest/config';

// The contract is plain data and functions: no DOM needed.
export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
