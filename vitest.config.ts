// One Vitest run over every workspace, so `npm test` reports one set of counts. Test files that take
// seconds each are named *.slow.test.ts(x) and form their own projects (server-slow, web-slow); those
// that need a module registry of their own are *.isolated.test.ts(x) (server-isolated, web-isolated).
// npm test runs and counts them with the rest, while `npx vitest run --project server --project web`
// (or `--project contract`, `--project lint`) stays fast when working.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Two workers suit the 2-core CI machine.
  test: {
    projects: [
      'contract',
      'server/vitest.config.ts',
      'server/vitest.slow.config.ts',
      'server/vitest.isolated.config.ts',
      'renderer',
      'web/vitest.config.ts',
      'web/vitest.slow.config.ts',
      'web/vitest.isolated.config.ts',
      'lint',
    ],
    maxWorkers: 2,
  },
});
