import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8095);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server with ATRIUM_EXTENSIONS=off, for the tests in tests/without-extensions. */
const plainPort = Number(process.env.E2E_PLAIN_PORT ?? port + 1);
const withoutExtensionsURL = `http://127.0.0.1:${plainPort}`;
const WITHOUT_EXTENSIONS = /without-extensions\//;
/**
 * The phone layout is checked where it differs from the desktop one: the header and bottom bar, card
 * rows, the filter screen and sort sheet, the course page's section navigator and bottom bar, the
 * dashboard card's menu, right to left, fallback pages, pagination, layout shift,
 * the largest paint, the start-up frame and Back's return to the learner's place. Journeys whose steps are the
 * same at every width (sign-in, enrolment, languages, security) run on the desktop only, which keeps
 * the browser run well inside CI's time.
 */
const PHONE_SPECS = [
  /visitor-phone\.spec\.ts/,
  /visitor-home\.spec\.ts/,
  /catalogue-layout\.spec\.ts/,
  /catalogue-search\.spec\.ts/,
  /course-page\.spec\.ts/,
  /dashboard-card\.spec\.ts/,
  /dashboard-lists\.spec\.ts/,
  /dashboard-signed-out\.spec\.ts/,
  /dashboard-unenroll\.spec\.ts/,
  /languages-rtl\.spec\.ts/,
  /layout-stability\.spec\.ts/,
  /startup-frame\.spec\.ts/,
  /faults-pages\.spec\.ts/,
  /back-restores-place\.spec\.ts/,
  // Not its stock twin (tests/openedx/), which phone-openedx runs.
  /\/tests\/largest-paint\.spec\.ts$/,
];
/** A third server in the stock dialect (ATRIUM_PLATFORM_API=openedx), for the tests in tests/openedx. */
const stockPort = Number(process.env.E2E_STOCK_PORT ?? port + 2);
const stockURL = `http://127.0.0.1:${stockPort}`;
const STOCK = /openedx\//;
/**
 * The stock dialect draws the same components as the other one: at phone width only the front door's
 * journey runs there (its facet picker and sort sheet differ by width), and the largest paint (its home
 * has no banner picture, so what paints largest differs); the rest is desktop only.
 */
const STOCK_PHONE_SPECS = [/openedx\/front-door-journey\.spec\.ts/, /openedx\/largest-paint\.spec\.ts/];
/**
 * A fourth, a stock LMS of the oldest release imitated (ATRIUM_OPENEDX_RELEASE=sumac), for the tests in
 * tests/openedx-oldest: the sources later releases brought answer 404 there, and the pages fall back. It
 * serves the default build, which learns its dialect from the page the server writes.
 */
const oldestPort = Number(process.env.E2E_OLDEST_PORT ?? port + 3);
const oldestURL = `http://127.0.0.1:${oldestPort}`;
const OLDEST = /openedx-oldest\//;

/**
 * Two more with public pages rendered on the server (ATRIUM_SERVER_RENDERING on), one per dialect, for
 * the tests in tests/rendered; every other server answers the app's shell, as a static deployment does.
 */
const renderedPort = Number(process.env.E2E_RENDERED_PORT ?? port + 4);
const renderedURL = `http://127.0.0.1:${renderedPort}`;
const stockRenderedPort = Number(process.env.E2E_STOCK_RENDERED_PORT ?? port + 5);
const stockRenderedURL = `http://127.0.0.1:${stockRenderedPort}`;
const RENDERED = /rendered\//;

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

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Journeys that register, sign in and walk several pages take 20–30 s on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A trace only when a failed test is run again (CI retries once): recording one for every test cost
  // 16 % of the run's time. Locally, `--trace on` records them.
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    // Tests for one layout only are tagged (@desktop-only, @phone-only) or live in their own file.
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      testIgnore: [/visitor-phone\.spec\.ts/, WITHOUT_EXTENSIONS, STOCK, OLDEST, RENDERED],
      use: { ...desktop, launchOptions },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      testMatch: PHONE_SPECS,
      use: { ...phone, launchOptions },
    },
    // The same two layouts against the server without Atrium's extensions.
    {
      name: 'desktop-without-extensions',
      grepInvert: /@phone-only/,
      testMatch: WITHOUT_EXTENSIONS,
      use: { ...desktop, baseURL: withoutExtensionsURL, launchOptions },
    },
    {
      name: 'phone-without-extensions',
      grepInvert: /@desktop-only/,
      testMatch: WITHOUT_EXTENSIONS,
      use: { ...phone, baseURL: withoutExtensionsURL, launchOptions },
    },
    // The same two layouts against a stock Open edX LMS.
    {
      name: 'desktop-rendered',
      grepInvert: /@phone-only/,
      testMatch: RENDERED,
      use: { ...desktop, baseURL: renderedURL, launchOptions },
    },
    {
      name: 'phone-rendered',
      grepInvert: /@desktop-only/,
      testMatch: RENDERED,
      use: { ...phone, baseURL: renderedURL, launchOptions },
    },
    {
      name: 'desktop-openedx-rendered',
      grepInvert: /@phone-only/,
      testMatch: RENDERED,
      use: { ...desktop, baseURL: stockRenderedURL, launchOptions },
    },
    {
      name: 'phone-openedx-rendered',
      grepInvert: /@desktop-only/,
      testMatch: RENDERED,
      use: { ...phone, baseURL: stockRenderedURL, launchOptions },
    },
    {
      name: 'desktop-openedx',
      grepInvert: /@phone-only/,
      testMatch: STOCK,
      use: { ...desktop, baseURL: stockURL, launchOptions },
    },
    {
      name: 'phone-openedx',
      grepInvert: /@desktop-only/,
      testMatch: STOCK_PHONE_SPECS,
      use: { ...phone, baseURL: stockURL, launchOptions },
    },
    // And against the oldest stock release.
    {
      name: 'desktop-openedx-oldest',
      grepInvert: /@phone-only/,
      testMatch: OLDEST,
      use: { ...desktop, baseURL: oldestURL, launchOptions },
    },
    {
      name: 'phone-openedx-oldest',
      grepInvert: /@desktop-only/,
      testMatch: OLDEST,
      use: { ...phone, baseURL: oldestURL, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node server.mjs',
      // Answered in both dialects (the openedx one has no /admin-console/ path).
      url: `${baseURL}/api/mfe_config/v1`,
      env: { PORT: String(port), HOST: '127.0.0.1' },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      url: `${withoutExtensionsURL}/api/mfe_config/v1`,
      env: { PORT: String(plainPort), HOST: '127.0.0.1', ATRIUM_EXTENSIONS: 'off' },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      url: `${stockURL}/api/mfe_config/v1`,
      env: {
        PORT: String(stockPort),
        HOST: '127.0.0.1',
        ATRIUM_PLATFORM_API: 'openedx',
        E2E_WEB_PLATFORM_API: 'openedx',
        // And, at the same time, one with an operator's env.config.jsx, served under /operator/.
        E2E_OPERATOR_ENV_CONFIG: 'e2e/fixtures/env.config.jsx',
      },
      // It builds its own web apps first.
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      url: `${oldestURL}/api/mfe_config/v1`,
      env: {
        PORT: String(oldestPort),
        HOST: '127.0.0.1',
        ATRIUM_PLATFORM_API: 'openedx',
        ATRIUM_OPENEDX_RELEASE: 'sumac',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      url: `${renderedURL}/api/mfe_config/v1`,
      env: { PORT: String(renderedPort), HOST: '127.0.0.1', ATRIUM_SERVER_RENDERING: 'on' },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      url: `${stockRenderedURL}/api/mfe_config/v1`,
      env: {
        PORT: String(stockRenderedPort),
        HOST: '127.0.0.1',
        ATRIUM_PLATFORM_API: 'openedx',
        ATRIUM_SERVER_RENDERING: 'on',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
