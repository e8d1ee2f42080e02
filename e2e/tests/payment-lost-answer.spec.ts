/**
 * A payment transaction is never sent twice (docs/architecture.md, "The data layer"): when the answer
 * to its POST is lost on the way back, the page reports the failure and does not send it again, and
 * the server holds one transaction.
 */
import { expect, test } from '@playwright/test';
import { activateAccount, registerFreshAccount } from './support/learners.ts';

// A fresh account: this test starts a payment.
const PAID = '/course/machine-learning-with-python/';
const TITLE = 'Machine Learning with Python';

test('a lost answer to the payment transaction does not make a second transaction', async ({ page }) => {
  await registerFreshAccount(page, 'pay');
  await activateAccount(page);

  let reachedServer = 0;
  await page.route('**/admin-console/api/create-transaction/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    // The request reaches the real server, which opens the transaction; its answer is then lost.
    const answer = await route.fetch();
    reachedServer += 1;
    expect(answer.status()).toBe(200);
    await route.abort('connectionreset');
  });

  await page.goto(PAID);
  await page.getByRole('button', { name: 'Purchase now', exact: true }).click();
  // Shown once every attempt is over: a retry would have been sent before it.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We could not start the payment. Please try again.' })
      .filter({ visible: true }),
  ).toBeVisible();
  expect(reachedServer).toBe(1);
  await expect(page).toHaveURL(new RegExp(`${PAID}$`));

  // The server's own record (a second read, past the page): one order for the course.
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto('/orders');
  const orders = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: TITLE });
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText('pending');
  expect(reachedServer).toBe(1);
});
