// One Vitest run over every workspace, so `npm test` reports one set of counts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Two workers suit the 2-core CI machine.
  test: { projects: ['contract', 'server', 'web', 'lint'], maxWorkers: 2 },
});
