/**
 * Right to left in Arabic and Persian: home, search, a course page and the dashboard are laid out
 * mirrored (checked by geometry, kept as screenshots in the test output), direction icons point the
 * reading way, numbers use the language's digits, and axe finds nothing in Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInAs } from './support/learners.ts';

const COURSE = '/course/introduction-to-python-programming/';

const PAGES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'search', path: '/search?q=data', signedIn: false },
  { name: 'course', path: COURSE, signedIn: false },
  { name: 'dashboard', path: '/inprogress', signedIn: true },
] as const;

/** Persian counts in extended Arabic-Indic digits (CLDR's `ar` writes Latin digits, so Arabic is not checked). */
const PERSIAN_DIGIT = /[۰-۹]/;

async function expectMirrored(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  // The logo starts the header: on the right when reading right to left.
  const logo = page
    .getByRole('banner')
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first();
  const box = await logo.boundingBox();
  expect(box, 'the header logo is on screen').not.toBeNull();
  expect(box!.x + box!.width / 2).toBeGreaterThan(width / 2);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'nothing sticks out sideways').toBeLessThanOrEqual(clientWidth);
}

for (const language of ['ar', 'fa'] as const) {
  for (const screen of PAGES) {
    test(`${screen.name} reads right to left in ${language}`, async ({ page, context }, testInfo) => {
      await context.addCookies([{ name: 'openedx-language-preference', value: language, url: baseURL }]);
      if (screen.signedIn) await signInAs(page, 'learner', screen.path);
      else await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expectMirrored(page);
      if (language === 'fa' && screen.name !== 'home') {
        await expect(page.getByRole('main')).toContainText(PERSIAN_DIGIT);
      }
      // Kept in the test output (test-results/…/<page>-<language>.png) for a human to look at.
      await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${language}.png`) });
      if (language === 'ar') await expectNoAxeViolations(page);
    });
  }
}

test('direction icons point the reading way in Arabic', async ({ page, context }) => {
  await context.addCookies([{ name: 'openedx-language-preference', value: 'ar', url: baseURL }]);
  await page.goto('/search?q=data');
  const next = page.getByRole('navigation', { name: /./ }).locator('svg').last();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const transforms = await page.evaluate(() =>
    [...document.querySelectorAll('nav svg')]
      .filter((icon) => /chevron-(left|right)/.test(icon.getAttribute('class') ?? ''))
      .map((icon) => getComputedStyle(icon).transform),
  );
  expect(transforms.length).toBeGreaterThan(0);
  for (const transform of transforms) expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await expect(next).toBeAttached();
});
