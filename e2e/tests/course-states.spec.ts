import { expect, test, type Cookie, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { COURSES, coursePath } from './support/courses.ts';
import { signInAs } from './support/learners.ts';

const NOT_OPEN = 'Registration opens soon! Save the date and get ready to sign up';
const CLOSED = 'Registration Closed: Date Passed';
const INVITATION = 'Enrollment in this course is by invitation only.';
const FULL = 'This course has reached its maximum enrollment capacity. You cannot enroll at this time.';
const PREREQUISITE = 'This course has a prerequisite that must be successfully completed before you enroll.';
const UNAVAILABLE = 'Purchases are temporarily unavailable. Please try again later.';
const COMING_SOON = 'Course coming soon! Stay tuned for the start date';

// Two cores shared with other suites: page loads can be slow.
test.setTimeout(60_000);

async function open(page: Page, slug: string): Promise<void> {
  await page.goto(coursePath(slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** The main action, wherever the layout shows it (summary on desktop, bottom bar on phones). */
const action = (page: Page, name: string, role: 'button' | 'link' = 'button') =>
  page.getByRole(role, { name, exact: true });
const shown = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();

type Check = (page: Page) => Promise<void>;
const blocked =
  (label: string, message: string): Check =>
  async (page) => {
    await expect(action(page, label)).toBeDisabled();
    await expect(shown(page, message)).toBeVisible();
  };
const enabled =
  (label: string): Check =>
  async (page) => {
    await expect(action(page, label)).toBeEnabled();
  };
const learningLink =
  (label: string): Check =>
  async (page) => {
    await expect(action(page, label, 'link')).toHaveAttribute('href', /\/learning\/course\/.+\/home$/);
  };

/** Signs in once per worker; every test of the account reuses the session (its cookie refreshes the JWT). */
function signedInAs(username: string) {
  let cookies: Cookie[] = [];
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAs(page, username, '/overview');
    cookies = await context.cookies();
    await context.close();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });
}

test('a visitor gets the sign-in button, with next, and the blocked states', async ({ page }) => {
  await open(page, COURSES.free);
  await expect(action(page, 'Sign in to enroll', 'link')).toHaveAttribute(
    'href',
    /\/login\?next=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fcourse%2Fintroduction-to-python-programming%2F$/,
  );
  await open(page, COURSES.paid);
  await expect(action(page, 'Sign in to purchase', 'link')).toBeVisible();
  await expect(page.getByText('$49').filter({ visible: true }).first()).toBeVisible();
  await open(page, COURSES.closed);
  await blocked('Sign in to enroll', CLOSED)(page);
  await open(page, COURSES.unavailable);
  await blocked('Sign in to purchase', UNAVAILABLE)(page);
  await open(page, COURSES.free);
  await action(page, 'Sign in to enroll', 'link').click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

const LEARNER: [string, string, Check][] = [
  ['free, open', COURSES.free, enabled('Enroll now')],
  ['registration not open', COURSES.notOpen, blocked('Enroll now', NOT_OPEN)],
  ['registration closed', COURSES.closed, blocked('Enroll now', CLOSED)],
  ['invitation only', COURSES.invitation, blocked('Enroll now', INVITATION)],
  ['full', COURSES.full, blocked('Enroll now', FULL)],
  [
    'enrolled, prerequisite unmet',
    COURSES.prerequisite,
    async (page) => {
      // The dashboard card's sentence, not the visitor's "before you enroll" notice (one rule for both).
      await blocked('Resume Course', 'Complete the prerequisite course first:')(page);
      const sentence = shown(page, 'Complete the prerequisite course first:');
      await expect(
        sentence.getByRole('link', { name: 'Introduction to Python Programming' }),
      ).toHaveAttribute('href', coursePath(COURSES.free));
    },
  ],
  ['paid', COURSES.paid, enabled('Purchase now')],
  [
    'paid with a trial',
    COURSES.trial,
    async (page) => {
      await enabled('Enroll now')(page);
      await expect(shown(page, 'Free trial')).toBeVisible();
      await expect(shown(page, /^Until \w+ \d+, \d{4} · then \$99$/)).toBeVisible();
    },
  ],
  [
    'purchases unavailable',
    COURSES.unavailable,
    async (page) => {
      await blocked('Purchase now', UNAVAILABLE)(page);
      await expect(shown(page, 'Temporary Purchase Unavailability')).toBeVisible();
    },
  ],
  ['enrolled, visited', COURSES.visited, learningLink('Resume Course')],
  ['enrolled, never visited', COURSES.neverVisited, learningLink('Go To Your Course')],
  ['enrolled, not started', COURSES.notStarted, blocked('Go To Your Course', COMING_SOON)],
  [
    'completed with a certificate',
    COURSES.completed,
    async (page) => {
      await expect(action(page, 'View Certificate', 'link')).toHaveAttribute(
        'href',
        /\/certificates\/[0-9a-f-]+$/,
      );
    },
  ],
];

test.describe('learner', () => {
  signedInAs('learner');

  for (const [name, slug, check] of LEARNER) {
    test(`learner: ${name}`, async ({ page }) => {
      await open(page, slug);
      await check(page);
    });
  }

  test('learner: the course page passes axe with the certificate button', async ({ page }) => {
    await open(page, COURSES.completed);
    await expect(action(page, 'View Certificate', 'link')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('learner: units of an open, enrolled course link into the learning area; a blocked one has none', async ({
    page,
  }) => {
    await open(page, COURSES.visited);
    const content = page.getByRole('region', { name: 'Course content' });
    await content.locator('details > summary').first().click();
    await content.locator('details details > summary').first().click();
    await expect(content.getByRole('link').first()).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/learning\//,
    );
    await open(page, COURSES.prerequisite);
    const blockedContent = page.getByRole('region', { name: 'Course content' });
    await expect(blockedContent).toContainText(
      'The lessons open once the course has started and its prerequisites are met.',
    );
    await expect(blockedContent.getByRole('link')).toHaveCount(0);
  });
});

const NEWCOMER: [string, string, Check][] = [
  ['registration not open', COURSES.notOpen, blocked('Enroll now', NOT_OPEN)],
  ['registration closed', COURSES.closed, blocked('Enroll now', CLOSED)],
  ['invitation only', COURSES.invitation, blocked('Enroll now', INVITATION)],
  ['full', COURSES.full, blocked('Enroll now', FULL)],
  ['prerequisite unmet, not enrolled', COURSES.prerequisite, blocked('Enroll now', PREREQUISITE)],
  ['purchases unavailable', COURSES.unavailable, blocked('Purchase now', UNAVAILABLE)],
  ['not enrolled in the learner’s visited course', COURSES.visited, enabled('Enroll now')],
  ['not enrolled in the learner’s unvisited course', COURSES.neverVisited, enabled('Enroll now')],
  ['not enrolled in a course that has not started', COURSES.notStarted, enabled('Enroll now')],
  ['a finished course is closed', COURSES.completed, blocked('Enroll now', CLOSED)],
];

test.describe('newcomer', () => {
  signedInAs('newcomer');

  for (const [name, slug, check] of NEWCOMER) {
    test(`newcomer: ${name}`, async ({ page }) => {
      await open(page, slug);
      await check(page);
    });
  }

  for (const [slug, label] of [
    [COURSES.free, 'Enroll now'],
    [COURSES.paid, 'Purchase now'],
  ] as const) {
    test(`newcomer: ${label} on ${slug} shows the Activation Error`, async ({ page }) => {
      await open(page, slug);
      await action(page, label).click();
      const dialog = page.getByRole('alertdialog', { name: 'Activation Error' });
      await expect(dialog).toContainText('Please activate your account via email to proceed.');
      await expect(dialog.getByRole('button', { name: 'Resend Activation Email' })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await expect(dialog).toBeHidden();
      await expect(action(page, label)).toBeFocused();
    });
  }
});
