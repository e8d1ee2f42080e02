import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { activateAccount, learnerAnswer, registerFreshAccount } from './support/learners.ts';
import { jsonError } from './support/faults.ts';

// Fresh accounts only: these tests change enrollments.
const FREE = '/course/introduction-to-python-programming/';
const PAID = '/course/machine-learning-with-python/';

const action = (page: Page, name: string, role: 'button' | 'link' = 'button') =>
  page.getByRole(role, { name, exact: true });

async function freshActiveAccount(page: Page): Promise<string> {
  const username = await registerFreshAccount(page, 'course');
  await activateAccount(page);
  return username;
}

test('a free enrollment succeeds only after the server confirms, then the course is in progress', async ({
  page,
}) => {
  await freshActiveAccount(page);
  await page.goto(FREE);
  const enroll = learnerAnswer(
    page,
    (r) => r.url().endsWith('/api/enrollment/v1/enrollment') && r.request().method() === 'POST',
  );
  await action(page, 'Enroll now').click();
  expect((await enroll).status()).toBe(200);

  const dialog = page.getByRole('dialog', { name: 'Enrollment Successful!' });
  await expect(dialog).toContainText(
    "Thank you for enrolling in Introduction to Python Programming. You're on your way to a great learning journey.",
  );
  await expect(dialog.getByRole('link', { name: 'Go To Your Course' })).toHaveAttribute(
    'href',
    /\/learning\/course\/.+\/home$/,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start Later' }).click();
  await expect(dialog).toBeHidden();
  await expect(action(page, 'Go To Your Course', 'link')).toBeVisible();

  // Units are now links into the learning area.
  const content = page.getByRole('region', { name: 'Course content' });
  await content.locator('details > summary').first().click();
  await content.locator('details details > summary').first().click();
  await expect(content.getByRole('link').first()).toHaveAttribute('href', /\/learning\//);

  await page.goto('/inprogress');
  await expect(page.getByRole('main').getByText('Introduction to Python Programming').first()).toBeVisible();
});

test('a failed enrollment is shown, and no success', async ({ page }) => {
  await freshActiveAccount(page);
  await page.route('**/api/enrollment/v1/enrollment', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill(jsonError(503, 'unavailable', 'down'))
      : route.fallback(),
  );
  await page.goto(FREE);
  await action(page, 'Enroll now').click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We could not enroll you in this course. Please try again.' })
      .filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enrollment Successful!' })).toHaveCount(0);
  await expect(action(page, 'Enroll now')).toBeEnabled();
});

test('a paid course: purchase, approve on the payment page, come back enrolled', async ({ page }) => {
  await freshActiveAccount(page);
  await page.goto(PAID);
  await expect(page.getByText('$49').filter({ visible: true }).first()).toBeVisible();
  await action(page, 'Purchase now').click();
  await expect(page).toHaveURL(/\/payment\/[^/]+$/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/course\/machine-learning-with-python\/$/);
  await expect(action(page, 'Go To Your Course', 'link')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a paid course: a failed payment opens the failure dialog; Retry Payment starts again, Dismiss closes it', async ({
  page,
}) => {
  await freshActiveAccount(page);
  await page.goto(PAID);
  await action(page, 'Purchase now').click();
  await expect(page).toHaveURL(/\/payment\/[^/]+$/);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/course\/machine-learning-with-python\/\?payment_status=failed$/);

  const dialog = page.getByRole('alertdialog', { name: 'Payment Processing Unsuccessful' });
  await expect(dialog).toContainText(
    'Please check your payment details and try again. If the issue persists, feel free to contact our support team for assistance.',
  );
  await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start Later' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/payment\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();

  await page.goto(`${PAID}?payment_status=failed`);
  await page
    .getByRole('alertdialog', { name: 'Payment Processing Unsuccessful' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/course\/machine-learning-with-python\/$/);
  await expect(action(page, 'Purchase now')).toBeEnabled();
});

test('an inactive account gets the Activation Error, and can have the e-mail sent again', async ({
  page,
}) => {
  await registerFreshAccount(page, 'course');
  await page.goto(FREE);
  await action(page, 'Enroll now').click();
  const dialog = page.getByRole('alertdialog', { name: 'Activation Error' });
  await expect(dialog).toContainText('Please activate your account via email to proceed.');
  const sent = learnerAnswer(page, (r) => r.url().endsWith('/api/send_account_activation_email'));
  await dialog.getByRole('button', { name: 'Resend Activation Email' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText('We have sent you a new activation email.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await expect(action(page, 'Enroll now')).toBeFocused();
});
