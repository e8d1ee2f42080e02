/**
 * Something on screen before any API answers: with every API answer held back 3 s, the first HTML's
 * frame (the header bar and the page's skeleton) is painted within 1 s of navigation, and the app
 * replaces it whole once the start-up calls return, without a layout shift.
 */
import { expect, test, type Page } from '@playwright/test';
import { chunkPath, isFile } from './support/chunks.ts';

const API = /^\/(api|admin-console|csrf|login_refresh)(\/|$)/;
const DELAY_MS = 3_000;

async function delayEveryApiAnswer(page: Page) {
  await page.route('**/*', async (route) => {
    if (API.test(new URL(route.request().url()).pathname)) {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    }
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
}

/** Layout shifts from navigation on, as the browser reports them. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the frame is painted within 1 s while every API answer takes 3 s, then the page takes over', async ({
  page,
}) => {
  test.slow(); // three seconds of held answers on every start-up call
  await delayEveryApiAnswer(page);
  await recordShifts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const frame = page.locator('[data-startup-frame]');
  // Painted, not merely parsed: the header bar and a skeleton line have a size on screen.
  await expect(frame.locator('.startup-frame-header')).toBeVisible({ timeout: 1_000 });
  await expect(frame.locator('.startup-frame-title')).toBeVisible({ timeout: 1_000 });
  const header = await frame.locator('.startup-frame-header').boundingBox();
  expect(header?.height).toBeGreaterThan(40);
  // No answer has come yet, so the app has not drawn anything of its own.
  await expect(page.getByRole('banner')).toHaveCount(0);

  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(frame).toHaveCount(0);
  // The real header sits where the frame's bar was.
  const real = await page.getByRole('banner').boundingBox();
  expect(Math.abs((real?.height ?? 0) - (header?.height ?? 0))).toBeLessThanOrEqual(1);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});

test("the app's styles come inside the page: the frame paints while every stylesheet request is held, and no page or part asks for one", async ({
  page,
}) => {
  test.slow(); // three seconds of held stylesheets and answers
  // The answers are held too, so that the frame is still there to be measured.
  await delayEveryApiAnswer(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css$/.test(new URL(request.url()).pathname)) {
      stylesheets.push(request.url());
    }
  });
  await page.route('**/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  // The search page's sort (the desktop menu or the phone sheet) loads a chunk of its own when used.
  const sortChunks = [
    chunkPath('src/features/catalogue/SortMenu.tsx'),
    chunkPath('src/features/catalogue/SortSheet.tsx'),
  ];
  const isSortChunk = (url: string) => sortChunks.some((path) => isFile(url, path));
  const sortRequests: string[] = [];
  page.on('request', (request) => {
    if (isSortChunk(request.url())) sortRequests.push(request.url());
  });
  const sortChunk = page.waitForResponse((response) => isSortChunk(response.url()), { timeout: 20_000 });
  await page.goto('/search?q=data', { waitUntil: 'commit' });
  const frame = page.locator('[data-startup-frame]');
  await expect(frame.locator('.startup-frame-header')).toBeVisible({ timeout: 1_000 });
  expect((await frame.locator('.startup-frame-header').boundingBox())?.height).toBeGreaterThan(40);

  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const sort = page.getByRole('button', { name: /^Sort by/ }).filter({ visible: true });
  // Shown and usable once the results are here (start-up's and the search's answers are each held 3 s,
  // one after the other), its code not asked for yet: it loads on intent, never with the page.
  await expect(sort).toBeEnabled({ timeout: 15_000 });
  expect(sortRequests).toEqual([]);
  await sort.click();
  await sortChunk;
  await expect(
    page.getByRole('menuitemradio').or(page.getByRole('radio')).filter({ visible: true }).first(),
  ).toBeVisible();
  // The page's one stylesheet link names the file its text came from, and is never applied.
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.disabled),
  );
  expect(links).toEqual([true]);
  expect(stylesheets).toEqual([]);
});
