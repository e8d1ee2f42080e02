// One Vitest run over every workspace, so `npm test` reports one set of counts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['contract', 'server', 'web'] },
});
