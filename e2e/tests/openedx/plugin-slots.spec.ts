/**
 * An operator's env.config.jsx (e2e/fixtures/env.config.jsx, shaped as tutor-mfe writes it): the stock
 * server also serves a build made with it under /operator/ (e2e/server.mjs). Its widget shows in the
 * header; the footer's default contents are hidden and the operator's footer stands in their place;
 * the default build beside it keeps Atrium's own footer (docs/decisions/plugin-slots.md).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';

test('the operator build draws the header widget and the operator footer, not Atrium’s', async ({ page }) => {
  await page.goto('/operator/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Campus status' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  // The footer is drawn once the page has settled: the operator's stands alone when it is.
  await expect(footer).toHaveText('Campus footer');
  await expect(page.getByRole('combobox', { name: 'Choose language' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the default build beside it keeps Atrium’s header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('combobox', { name: 'Choose language' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Campus status' })).toHaveCount(0);
});
