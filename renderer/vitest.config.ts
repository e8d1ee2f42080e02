import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'renderer', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
