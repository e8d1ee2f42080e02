/**
 * What a learner sees around the course page's main button: a disabled button looks disabled and says
 * why, the enrolled button follows one prerequisite rule on the card and on the page, a paid
 * enrollment is confirmed like a free one, and closing the confirmation leaves focus somewhere useful.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COURSES, coursePath } from './support/courses.ts';
import { activateAccount, registerFreshAccount, signInAs } from './support/learners.ts';
import { apiJson } from './support/visitor.ts';

// Two cores shared with other suites: page loads can be slow.
test.setTimeout(90_000);

/** The main action, wherever the layout shows it (summary on desktop, bottom bar on phones). */
const action = (page: Page, name: string, role: 'button' | 'link' = 'button') =>
  page.getByRole('main').getByRole(role, { name, exact: true }).filter({ visible: true }).first();

async function openCourse(page: Page, slug: string): Promise<void> {
  await page.goto(coursePath(slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/**
 * A disabled button must not look like the same button enabled: compared with a twin that has its
 * classes but is not disabled, its colours differ and the pointer says it cannot be used.
 */
async function expectLooksDisabled(button: Locator): Promise<void> {
  await expect(button).toBeDisabled({ timeout: 15_000 });
  const look = await button.evaluate((element: HTMLElement) => {
    const twin = document.createElement('button');
    twin.className = element.className;
    twin.textContent = element.textContent;
    element.parentElement!.append(twin);
    const enabled = getComputedStyle(twin);
    const enabledLook = { background: enabled.backgroundColor, color: enabled.color };
    twin.remove();
    const style = getComputedStyle(element);
    return {
      enabled: enabledLook,
      background: style.backgroundColor,
      color: style.color,
      cursor: style.cursor,
    };
  });
  expect(look.background, 'background of the disabled button').not.toBe(look.enabled.background);
  expect(look.color, 'text colour of the disabled button').not.toBe(look.enabled.color);
  expect(look.cursor).toBe('not-allowed');
}

async function freshActiveAccount(page: Page): Promise<void> {
  await registerFreshAccount(page, 'feedback');
  await activateAccount(page);
}

const BLOCKED: [string, string, RegExp][] = [
  ['invitation only', COURSES.invitation, /by invitation only/],
  ['full', COURSES.full, /maximum enrollment capacity/],
  ['registration closed', COURSES.closed, /Registration Closed/],
  ['registration not yet open', COURSES.notOpen, /Registration opens soon/],
];

test.describe('a signed-in learner', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'newcomer', '/');
  });

  for (const [name, slug, why] of BLOCKED) {
    test(`a disabled Enroll now looks disabled and says why: ${name}`, async ({ page }) => {
      await openCourse(page, slug);
      const enroll = action(page, 'Enroll now');
      await expectLooksDisabled(enroll);
      // The reason sits right above the button, in the same panel.
      await expect(enroll.locator('xpath=..')).toContainText(why);
    });
  }
});

test('an unmet prerequisite: the card and the course page disable the enrolled button alike, and say why alike', async ({
  page,
  request,
}) => {
  const course = await apiJson<{ additional_metadata: { display_name: string } }>(
    request,
    `/admin-console/api/course-metadata/${COURSES.prerequisite}/`,
  );
  const name = course.additional_metadata.display_name;
  // The learner has more than a page of courses: find the card by its name.
  await signInAs(page, 'learner', `/inprogress?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('main').getByRole('article', { name });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const cardButton = card.getByRole('button', { name: /^(Resume Course|Go To Your Course)$/ });
  await expectLooksDisabled(cardButton);
  const label = (await cardButton.textContent())!;
  const reason = card.getByText(/prerequisite/i);
  await expect(reason).toBeVisible();
  const reasonText = (await reason.textContent())!;

  await openCourse(page, COURSES.prerequisite);
  const pageButton = action(page, label);
  await expectLooksDisabled(pageButton);
  await expect(pageButton.locator('xpath=..')).toContainText(reasonText);
});

test('a paid enrollment ends with the same confirmation as a free one', async ({ page }) => {
  await freshActiveAccount(page);
  await openCourse(page, COURSES.paid);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await action(page, 'Purchase now').click();
  await expect(page).toHaveURL(/\/payment\/[^/]+$/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePath(COURSES.paid)}$`));

  const dialog = page.getByRole('dialog', { name: 'Enrollment Successful!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(`Thank you for enrolling in ${name}.`);
  await dialog.getByRole('button', { name: 'Start Later' }).click();
  await expect(dialog).toBeHidden();
  await expect(action(page, 'Go To Your Course', 'link')).toBeFocused();

  // Shown once: a reload does not thank the learner again.
  await page.reload();
  await expect(action(page, 'Go To Your Course', 'link')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const how of ['Escape', 'Start Later', 'Close'] as const) {
  test(`closing the enrollment confirmation (${how}) puts focus on Go To Your Course`, async ({ page }) => {
    await freshActiveAccount(page);
    await openCourse(page, COURSES.free);
    await action(page, 'Enroll now').click();
    const dialog = page.getByRole('dialog', { name: 'Enrollment Successful!' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: how }).click();
    await expect(dialog).toBeHidden();
    await expect(action(page, 'Go To Your Course', 'link')).toBeFocused();
  });
}
