/**
 * The platform's theme (issue 34, section 1): a brand stylesheet named by `PARAGON_THEME_URLS` in the
 * runtime configuration recolours Atrium through the Paragon variables it sets, text stays readable
 * whatever the primary, the dark variant follows the colour scheme, and a failing one changes nothing.
 * The runtime configuration is the reference server's, with the theme added on the way (page.route),
 * as an operator's MFE_CONFIG would add it; the stylesheets are served on the page's origin, which the
 * CSP allows.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const BRAND = 'rgb(160, 20, 90)';
const ATRIUM_BRAND = 'rgb(15, 95, 99)';

/** A brand's compiled light variant, as Paragon's build writes it: variables, and a rule for its own markup. */
function lightVariant(primary: string): string {
  return `:root {
  --pgn-color-primary-500: ${primary};
  --pgn-color-primary-base: var(--pgn-color-primary-500);
  --pgn-color-primary-700: color-mix(in srgb, ${primary} 80%, black);
  --pgn-color-primary-100: color-mix(in srgb, ${primary} 8%, white);
  --pgn-color-link-base: var(--pgn-color-primary-500);
  --pgn-color-theme-focus-primary: var(--pgn-color-primary-500);
}
body { background: rgb(0, 0, 0); }`;
}

const CORE = `:root {
  --pgn-typography-headings-font-family: Georgia, 'Times New Roman', serif;
  --pgn-size-border-radius-base: 0;
}`;

const DARK = `:root {
  --pgn-color-primary-base: rgb(240, 150, 200);
  --pgn-color-body-bg: rgb(18, 18, 20);
  --pgn-color-body-base: rgb(230, 230, 230);
  --pgn-color-headings-base: rgb(250, 250, 250);
  --pgn-color-border: rgb(70, 70, 80);
}`;

const THEME_URLS = {
  core: { urls: { default: '/paragon-cdn/core.min.css', brandOverride: '/brand-test/core.min.css' } },
  defaults: { light: 'light', dark: 'dark' },
  variants: {
    light: { urls: { default: '/paragon-cdn/light.min.css', brandOverride: '/brand-test/light.min.css' } },
    dark: { urls: { default: '/paragon-cdn/dark.min.css', brandOverride: '/brand-test/dark.min.css' } },
  },
};

/**
 * The runtime configuration carries the theme; the brand's stylesheets answer `sheets` (404 for a
 * missing one); Paragon's own stylesheets are counted, to show they are never asked for.
 */
async function brandPlatform(
  page: Page,
  sheets: Record<string, string>,
): Promise<{ paragonAsked: () => number }> {
  let paragonAsked = 0;
  await page.route('**/api/mfe_config/v1*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, PARAGON_THEME_URLS: THEME_URLS } });
  });
  await page.route('**/brand-test/*', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const body = sheets[name];
    await (body === undefined
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      : route.fulfill({ contentType: 'text/css', body }));
  });
  await page.route('**/paragon-cdn/*', async (route) => {
    paragonAsked += 1;
    await route.fulfill({ status: 404, body: '' });
  });
  return { paragonAsked: () => paragonAsked };
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The home page with its cards; a busy machine may take seconds (the wait is not what is tested). */
async function homeShown(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits', {
    timeout: 15_000,
  });
  // Explore Courses is a section below the fold, loaded once the page above it has settled.
  await page.keyboard.press('End');
  await expect(
    page.getByRole('region', { name: 'Explore Courses' }).getByRole('article').first(),
  ).toBeVisible({ timeout: 30_000 });
}

test('a brand stylesheet recolours buttons, links and focus rings, sets the heading font and the card corners', async ({
  page,
}) => {
  const platform = await brandPlatform(page, { 'core.min.css': CORE, 'light.min.css': lightVariant(BRAND) });
  await homeShown(page);

  await expect(page.locator('html')).toHaveAttribute('data-paragon-theme-variant', 'light');
  // The search button is a primary fill; the highlighted word and the links take the primary too.
  const search = page.getByRole('button', { name: 'Search', exact: true }).first();
  await expect(search).toHaveCSS('background-color', BRAND);
  await expect(page.getByRole('heading', { level: 1 }).locator('em')).toHaveCSS('color', BRAND);
  await expect(page.getByRole('link', { name: 'Explore New Courses' })).toHaveCSS('color', BRAND);
  expect(await style(page, 'h1', 'font-family')).toContain('Georgia');
  expect(await style(page, 'h2', 'font-family')).toContain('Georgia');
  await expect(page.getByRole('region', { name: 'Explore Courses' }).getByRole('article').first()).toHaveCSS(
    'border-top-left-radius',
    '0px',
  );
  // The brand's own element rules stay below Atrium's (a cascade layer): the page keeps its background.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await page.keyboard.press('Tab');
  const focused = page.locator(':focus-visible');
  await expect(focused).toHaveCSS('outline-color', BRAND);

  await expectNoAxeViolations(page);
  expect(platform.paragonAsked()).toBe(0);

  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCSS('background-color', BRAND);
  await expectNoAxeViolations(page);
});

for (const [name, primary] of [
  ['a very light primary', 'rgb(255, 214, 234)'],
  ['a very dark primary', 'rgb(20, 0, 10)'],
] as const) {
  test(`with ${name}, every text stays readable (axe)`, async ({ page }) => {
    await brandPlatform(page, { 'core.min.css': CORE, 'light.min.css': lightVariant(primary) });
    await homeShown(page);
    // The fills keep the brand's colour; only text colours change.
    await expect(page.getByRole('button', { name: 'Search', exact: true }).first()).toHaveCSS(
      'background-color',
      primary,
    );
    await expectNoAxeViolations(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCSS(
      'background-color',
      primary,
    );
    await expectNoAxeViolations(page);
  });
}

test('a dark colour scheme gets the dark variant, readable', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await brandPlatform(page, {
    'core.min.css': CORE,
    'light.min.css': lightVariant(BRAND),
    'dark.min.css': DARK,
  });
  await homeShown(page);
  await expect(page.locator('html')).toHaveAttribute('data-paragon-theme-variant', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 20)');
  await expectNoAxeViolations(page);

  // The visitor's system turns light while the page is open: the light variant follows.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-paragon-theme-variant', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('button', { name: 'Search', exact: true }).first()).toHaveCSS(
    'background-color',
    BRAND,
  );
});

test("a theme whose stylesheets fail leaves Atrium's own look", async ({ page }) => {
  await brandPlatform(page, {});
  await homeShown(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true }).first()).toHaveCSS(
    'background-color',
    ATRIUM_BRAND,
  );
  expect(await style(page, 'h1', 'font-family')).not.toContain('Georgia');
  await expect(page.getByRole('region', { name: 'Explore Courses' }).getByRole('article').first()).toHaveCSS(
    'border-top-left-radius',
    '12px',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-paragon-theme-variant', /.*/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCSS(
    'background-color',
    ATRIUM_BRAND,
  );
});

test('a theme that arrives late shifts nothing: the first page waits for it and is drawn in its fonts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await brandPlatform(page, { 'core.min.css': CORE, 'light.min.css': lightVariant(BRAND) });
  // The core stylesheet (the heading font) answers a second after it is asked for.
  await page.route('**/brand-test/core.min.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ contentType: 'text/css', body: CORE });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits', {
    timeout: 15_000,
  });
  expect(await style(page, 'h1', 'font-family')).toContain('Georgia');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.02);
});
