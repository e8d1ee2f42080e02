/**
 * Back returns where you were (issue 32, section 2; docs/architecture.md, "Back returns where you
 * were"), at both widths: the search results, the partners list and a dashboard list come back at the
 * learner's place with focus on the link they left by, after a reload of the page they went to as
 * well; a new page still starts at the top.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/learners.ts';

/** How far from the viewport's top `element` is. */
const topOf = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top);

/** Scrolls the page so that `element` sits `offset` px below the viewport's top, and says where that is. */
async function scrollToShow(page: Page, element: Locator, offset: number): Promise<number> {
  // Scrolled again until it holds: a page still growing below (its footer) may not yet reach that far.
  await expect
    .poll(async () => {
      await element.evaluate((node, by) => {
        window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - by);
      }, offset);
      return topOf(element);
    })
    .toBeCloseTo(offset, -1);
  return topOf(element);
}

/** `element` is where it was (within 50 px, the tolerance). */
async function expectBackAt(element: Locator, top: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await topOf(element)) - top), { timeout: 10_000 })
    .toBeLessThanOrEqual(50);
}

const tenthResult = (page: Page) =>
  page
    .getByRole('list', { name: 'Results' })
    .getByRole('article')
    .nth(9)
    .getByRole('heading')
    .getByRole('link');

/** On /search, the 10th result's link placed mid-screen; returns where it is and its name. */
async function atTenthResult(page: Page): Promise<{ top: number; name: string }> {
  await page.goto('/search');
  const link = tenthResult(page);
  await expect(link).toBeVisible();
  const top = await scrollToShow(page, link, 300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  return { top, name: (await link.textContent()) ?? '' };
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

test.describe('Back returns where you were', () => {
  test('search: the 10th result is where it was, with focus on its link; the course page started at the top', async ({
    page,
  }) => {
    const { top, name } = await atTenthResult(page);
    await tenthResult(page).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A new page starts at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expectBackAt(tenthResult(page), top);
    await expect(tenthResult(page)).toBeFocused();
    await expect(tenthResult(page)).toHaveText(name);

    // Forward: the course page, at its top, with focus on its heading rather than the body.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('search: the same after the course page was reloaded', async ({ page }) => {
    const { top, name } = await atTenthResult(page);
    await tenthResult(page).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expectBackAt(tenthResult(page), top);
    expect(await focusedTag(page)).not.toBe('BODY');
    await expect(tenthResult(page)).toBeFocused();
  });

  test('partners: Back and Forward keep each page’s place', async ({ page }) => {
    await page.goto('/partners');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link', { name: /courses?$/ });
    await expect(cards).toHaveCount(12);
    const last = cards.nth(11);
    const top = await scrollToShow(page, last, 200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const heading = page.getByRole('heading', { level: 1 });
    const listHeading = (await heading.textContent()) ?? '';
    await last.click();
    await expect(page).toHaveURL(/\/partners\/[^/]+$/);
    // The address changes at once; the list stays on screen until the partner's page is drawn.
    await expect(heading).not.toHaveText(listHeading);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));

    await page.goBack();
    await expectBackAt(last, top);
    await expect(last).toBeFocused();

    await page.goForward();
    await expect(page).toHaveURL(/\/partners\/[^/]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    expect(await focusedTag(page)).not.toBe('BODY');
  });

  test('dashboard: Back from the second page returns to the first at the pagination', async ({ page }) => {
    await signInAs(page, 'learner', '/inprogress');
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /next/i });
    await expect(next).toBeVisible();
    // The cards grow as their own calls answer (resume, status): placed once they have. Mid-screen, not
    // at the bottom, where a phone's bottom bar covers it and the click would first scroll it into view.
    await page.waitForLoadState('networkidle');
    const top = await scrollToShow(page, next, 300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await next.click();
    await expect(page).toHaveURL(/\/inprogress\?page=2$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);

    await page.goBack();
    await expect(page).toHaveURL(/\/inprogress$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await expectBackAt(next, top);
    await expect(next).toBeFocused();
  });
});
