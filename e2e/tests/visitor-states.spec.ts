/** Failing or malformed answers for each home section, and the activation dialog (newcomer). */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { exploreCards } from './support/layout.ts';
import { registerFreshAccount, signInAs } from './support/learners.ts';
import { breakCall } from './support/visitor.ts';

const SECTIONS = {
  banner: { call: '**/admin-console/api/welcome-section/', region: 'Learn without limits' },
  subjects: { call: '**/admin-console/api/popular-subject-list/', region: 'Popular Subjects' },
  explore: { call: '**/admin-console/api/full-course-discovery/**', region: 'Explore Courses' },
  partners: { call: '**/admin-console/api/partner-list/**', region: 'Partners' },
} as const;

async function expectWorking(page: Page, except: keyof typeof SECTIONS) {
  if (except !== 'banner')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits');
  if (except !== 'subjects')
    await expect(
      page.getByRole('region', { name: 'Popular Subjects' }).getByRole('listitem'),
    ).not.toHaveCount(0);
  if (except !== 'explore')
    await expect(page.getByRole('region', { name: 'Explore Courses' }).getByRole('article')).toHaveCount(
      exploreCards(page),
    );
  if (except !== 'partners')
    await expect(
      page.getByRole('region', { name: 'Partners' }).getByRole('list').getByRole('link').first(),
    ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const [name, { call, region }] of Object.entries(SECTIONS) as [
  keyof typeof SECTIONS,
  (typeof SECTIONS)[keyof typeof SECTIONS],
][]) {
  for (const how of ['error', 'malformed'] as const) {
    test(`${name}: a ${how} answer shows that section's fallback, the rest works`, async ({ page }) => {
      const restore = await breakCall(page, call, how);
      await page.goto('/');
      if (name === 'banner') {
        // The banner greets in the interface's own words, never with an error; its search and link work.
        const banner = page.locator('section').first();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Atrium Academy', {
          timeout: 15_000,
        });
        await expect(
          banner.getByText(
            'Search for a subject or a skill, or explore the catalogue to find your next course.',
          ),
        ).toBeVisible();
        await expect(banner.getByText('Error occurred while fetching data')).toHaveCount(0);
        await expect(banner.getByRole('alert')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Explore New Courses' })).toBeVisible();
        await expectWorking(page, name);
        await restore();
        await page.reload();
        await expectWorking(page, 'banner');
        return;
      }
      const section = page.getByRole('region', { name: region });
      await expect(section.getByText('Error occurred while fetching data')).toBeVisible({ timeout: 15_000 });
      await expectWorking(page, name);
      await restore();
      await section.getByRole('button', { name: 'Retry' }).click();
      await expect(section.getByText('Error occurred while fetching data')).toHaveCount(0);
      await expectWorking(page, 'banner');
    });
  }
}

// One run is enough: the dialog is the same component as a bottom sheet on phones.
test(
  'a newcomer (inactive) gets the activation dialog once per session; resend says it worked',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await signInAs(page, 'newcomer', '/');
    const dialog = page.getByRole('dialog', { name: 'Activate Your Account' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Resend Activation Email' }).click();
    await expect(dialog.getByText('We sent the activation e-mail again. Check your inbox.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('showActivateModal'))).toBe('false');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);

test('a failed resend says so', { tag: '@desktop-only' }, async ({ page }) => {
  await registerFreshAccount(page, 'visit');
  await page.route('**/api/send_account_activation_email', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Activate Your Account' });
  await dialog.getByRole('button', { name: 'Resend Activation Email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The activation e-mail could not be sent. Please try again.',
  );
});

test('an active learner never sees the activation dialog', async ({ page }) => {
  await signInAs(page, 'learner', '/');
  await expect(page.getByRole('region', { name: 'Explore Courses' }).getByRole('article')).toHaveCount(
    exploreCards(page),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
