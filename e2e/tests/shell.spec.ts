import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('home shows the platform name from the instance config', async ({ page, request }) => {
  const config = (await (await request.get('/admin-console/api/instance-config/')).json()) as {
    platform_name: string;
  };
  expect(config.platform_name).toBe('Atrium Academy');
  await page.goto('/');
  // The web app's own fallback name is 'Atrium': 'Atrium Academy' can only come from the instance config.
  await expect(page).toHaveTitle(new RegExp(`\\| ${config.platform_name}$`));
  await expect(page.getByRole('banner').getByRole('img', { name: config.platform_name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a static page shows its sanitised content and never runs its scripts', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/staticpages/xss-check');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(/sanitiser check/i);
  await expect(main).toContainText('This paragraph must be visible.');
  // The link lost its javascript: URL; activating what is left must not run anything either.
  await main.getByText('A link that must not run script').click();
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
  // An image's error handler runs in the same task that marks it broken: once every image of the
  // page is complete (loaded or broken), any handler that survived would have run.
  await expect
    .poll(() =>
      main
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __atriumXss?: boolean }).__atriumXss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the about page renders its title and content', async ({ page }) => {
  await page.goto('/staticpages/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\| Atrium Academy$/);
  await expectNoAxeViolations(page);
});

test('a static page names its title once: no heading inside repeats the level-1 heading', async ({
  page,
}) => {
  for (const [address, title] of [
    ['/staticpages/tos', 'Terms of Service'],
    ['/staticpages/honor', 'Honor Code'],
    ['/staticpages/privacy', 'Privacy Policy'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
  }
});
