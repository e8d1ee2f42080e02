import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8095);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, never a downloaded browser; flags for a closed network. */
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    // Tests for one layout only are tagged (@desktop-only, @phone-only) or live in their own file.
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      testIgnore: /visitor-phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      testIgnore: /visitor-header\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node server.mjs',
    // Answered in both dialects (the openedx one has no /admin-console/ path).
    url: `${baseURL}/api/mfe_config/v1`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
