import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Tests keep the full ICU parser (no alias), so a message missing from the catalogue still renders.
export default defineConfig({
  plugins: [react()],
  define: { __ATRIUM_BUILD_CONFIG__: JSON.stringify({}), __ATRIUM_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'jsdom',
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
