/**
 * Facet counts for the current search (the discovery-facets extension, on in the normal suite): on
 * /search?q=data each subject shows what ticking it alone finds, as the server counts it, and a
 * subject that would find nothing is shown but cannot be ticked.
 */
import { expect, test } from '@playwright/test';
import { serverSearch } from './support/catalogue.ts';

test(
  'the subject filter counts what ticking each subject finds',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    test.slow(); // one server search per subject shown; the machine is shared
    const all = await serverSearch(request, { search_string: 'data' });
    await page.goto('/search?q=data');
    await expect(page.getByText(`Total: ${all.total}`, { exact: true })).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole('group', { name: 'Filters' })
      .getByRole('button', { name: /^Subject/ })
      .click();
    const subjects = page.getByRole('group', { name: 'Subject' });
    await expect(subjects.locator('label').first()).toBeVisible();

    const rows = await subjects.locator('label').all();
    let zero = 0;
    let ticked: { name: string; count: number } | null = null;
    for (const row of rows) {
      const name = (await row.locator('[dir="auto"]').textContent()) ?? '';
      const count = Number(await row.locator('[aria-hidden="true"]').textContent());
      const expected = await serverSearch(request, { search_string: 'data', subjects: [name] });
      expect(count, name).toBe(expected.total);
      const box = row.getByRole('checkbox');
      if (count === 0) {
        zero += 1;
        await expect(box, `${name} finds nothing`).toBeDisabled();
      } else {
        await expect(box).toBeEnabled();
        ticked ??= { name, count };
      }
    }
    expect(zero, 'the seed has subjects without “data” courses').toBeGreaterThan(0);
    expect(ticked).not.toBeNull();

    await subjects.getByRole('checkbox', { name: new RegExp(`^${ticked?.name ?? ''}`) }).check();
    await expect(page.getByText(`Total: ${ticked?.count ?? -1}`, { exact: true })).toBeVisible();
  },
);
