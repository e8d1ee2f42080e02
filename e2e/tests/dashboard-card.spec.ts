import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { describeAtDashboardWidths } from './support/dashboard.ts';
import { failCalls, jsonError } from './support/faults.ts';
import { isPhoneWidth } from './support/layout.ts';
import { signInAs } from './support/learners.ts';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const DATE = '[A-Z][a-z]+ \\d{1,2}, \\d{4}';

describeAtDashboardWidths('card', () => {
  test('every card state of the learner', async ({ page }) => {
    // One walk through every state, three pages and an axe scan: longer than the default 30 s on CI.
    test.slow();
    await signInAs(page, 'learner', '/inprogress');

    const visited = card(page, 'Modern World History');
    await expect(visited).toContainText(new RegExp(`Access will expire on ${DATE}`));
    await expect(visited.getByRole('progressbar', { name: 'Course progress' })).toBeVisible();
    await expect(visited).toContainText(/\d+% complete/);
    const resume = visited.getByRole('link', { name: 'Resume Course' });
    await expect(resume).toHaveAttribute('href', /\/learning\/course\/course-v1[^/]+\/home$/);
    // The card is a link to the course home; partner and buttons are separate elements.
    await expect(visited.getByRole('link', { name: 'Modern World History' })).toHaveAttribute(
      'href',
      /\/learning\/course\/.+\/home$/,
    );
    await expect(visited.getByRole('link', { name: /^Offered by / })).toHaveAttribute(
      'href',
      /^\/partners\//,
    );

    const neverVisited = card(page, 'Statistics for Everyone');
    await expect(neverVisited).toContainText(new RegExp(`Course has started on ${DATE}`));
    await expect(neverVisited.getByRole('link', { name: 'Go To Your Course' })).toHaveAttribute(
      'href',
      /\/home$/,
    );
    await expect(neverVisited).toContainText('0% complete');

    const notStarted = card(page, 'Renewable Energy Systems');
    await expect(notStarted).toContainText(new RegExp(`Course will start on ${DATE}`));
    await expect(notStarted).toContainText('Course coming soon! Stay tuned for the start date');
    await expect(notStarted.getByRole('button', { name: 'Go To Your Course' })).toBeDisabled();
    await expect(notStarted.getByRole('link', { name: 'Renewable Energy Systems' })).toHaveCount(0);

    await expect(card(page, 'Introduction to Philosophy')).toContainText(
      new RegExp(`Access has expired on ${DATE}`),
    );
    const lifetime = card(page, 'Español para principiantes');
    await expect(lifetime).toContainText('Lifetime access');

    const blocked = card(page, 'Data Structures and Algorithms in Python');
    await expect(blocked).toContainText('Complete the prerequisite course first:');
    await expect(blocked.getByRole('link', { name: 'Introduction to Python Programming' })).toHaveAttribute(
      'href',
      '/course/introduction-to-python-programming/',
    );
    await expect(blocked.getByRole('button', { name: 'Resume Course' })).toBeDisabled();
    await expect(blocked.getByRole('link', { name: 'Data Structures and Algorithms in Python' })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);

    await page.goto('/completed');
    const done = card(page, 'Foundations of Microeconomics');
    await expect(done).toContainText('Well done! You completed this course');
    await expect(done.getByRole('link', { name: 'View Certificate' })).toHaveAttribute(
      'href',
      /^http:\/\/127\.0\.0\.1:\d+\/certificates\/[0-9a-f-]+$/,
    );

    // Clicking the card (outside its buttons) opens the course home. An already visited course, so
    // the visit it records changes nothing for the other tests.
    await page.goto('/inprogress');
    await card(page, 'Modern World History').click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(/\/learning\/course\/.+\/home$/);
  });

  test('more menu (wide) or action sheet (≤ 768 px), keyboard and axe', async ({ page }) => {
    await signInAs(page, 'learner', '/inprogress');
    const target = card(page, 'Modern World History');
    const more = target.getByRole('button', { name: 'More actions for Modern World History' });
    if (isPhoneWidth(page)) {
      await expect(target.getByRole('button', { name: 'Share Modern World History' })).toBeHidden();
      await more.click();
      const sheet = page.getByRole('dialog', { name: 'Modern World History' });
      await expect(sheet.getByRole('link')).toHaveText(['Go To Your Course', 'Course Info']);
      await expect(sheet.getByRole('button').filter({ hasNotText: /^$/ })).toHaveText(['Share', 'Unenroll']);
      await expect(sheet.getByRole('link', { name: 'Go To Your Course' })).toHaveAttribute('href', /\/home$/);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(more).toBeFocused();
      // A course that cannot be opened offers no Go To Your Course.
      await card(page, 'Renewable Energy Systems')
        .getByRole('button', { name: /^More actions/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('link')).toHaveText(['Course Info']);
      await page.getByRole('dialog').getByRole('link', { name: 'Course Info' }).click();
      await expect(page).toHaveURL(/\/course\/renewable-energy-systems\/$/);
    } else {
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(['Resume Course', 'Course Info', 'Unenroll']);
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(more).toBeFocused();
      // With a certificate there is no Resume Course.
      await page.goto('/completed');
      const done = card(page, 'Foundations of Microeconomics');
      // The card knows its certificate once it shows it (the menu is opened from the card as drawn).
      await expect(done.getByRole('link', { name: 'View Certificate' })).toBeVisible();
      await done.getByRole('button', { name: /^More actions/ }).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Course Info', 'Unenroll']);
      await page.getByRole('menuitem', { name: 'Course Info' }).click();
      await expect(page).toHaveURL(/\/course\/foundations-of-microeconomics\/$/);
    }
  });
});

// The same at every width: at the project's own only.
test.describe('card', () => {
  test('outline and prerequisite answers are cached per course and not asked again', async ({ page }) => {
    const outlines: string[] = [];
    const prereqs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/course_home/outline/')) outlines.push(r.url());
      if (r.url().includes('/pre-req-status/')) prereqs.push(r.url());
    });
    await signInAs(page, 'learner', '/overview');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Loading course details' })).toHaveCount(0);
    // Client-side navigation keeps the cache: the list asks only for the cards not seen yet, and
    // going back to the overview asks for nothing.
    await page.getByRole('link', { name: '16 courses in progress' }).click();
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Loading course details' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(
      card(page, 'Modern World History').getByRole('link', { name: 'Resume Course' }),
    ).toBeVisible();
    expect(outlines).toHaveLength(new Set(outlines).size);
    expect(outlines.length).toBe(12);
    // Only the one course with prerequisites asks for their status.
    expect(prereqs).toHaveLength(1);
    expect(prereqs[0]).toContain('/pre-req-status/data-structures-and-algorithms-in-python/');
  });

  test('a failing outline or prerequisite call affects only its own card', async ({ page }) => {
    // Break the outline of one course only, named by its id from the list the page receives.
    let brokenId: (id: string) => void = () => undefined;
    const broken = new Promise<string>((resolve) => (brokenId = resolve));
    page.on('response', async (response) => {
      if (!response.url().includes('/enrollment-list/')) return;
      const body = (await response.json()) as {
        results: { course_details: { course_id: string; course_name: string } }[];
      };
      const found = body.results.find((c) => c.course_details.course_name === 'Modern World History');
      if (found) brokenId(found.course_details.course_id);
    });
    await page.route('**/api/course_home/outline/**', async (route) => {
      const id = await broken;
      if (decodeURIComponent(route.request().url()).includes(`/outline/${id}/`)) {
        await route.fulfill(jsonError(500, 'boom', 'Down'));
      } else {
        await route.continue();
      }
    });
    await failCalls(page, '**/pre-req-status/**', 503, 'down', 'Down');
    await signInAs(page, 'learner', '/inprogress');
    const brokenCard = card(page, 'Modern World History');
    // No outline: as if never visited, still openable from its home.
    await expect(brokenCard.getByRole('link', { name: 'Go To Your Course' })).toHaveAttribute(
      'href',
      /\/home$/,
      { timeout: 15_000 },
    );
    await expect(brokenCard).toContainText(new RegExp(`Course has started on ${DATE}`));
    await expect(
      card(page, 'Introduction to Philosophy').getByRole('link', { name: 'Resume Course' }),
    ).toBeVisible();
    await expect(card(page, 'Introduction to Philosophy')).toContainText('Access has expired on');
    // Prerequisite status unknown: the course is not blocked by a guess, the others are unaffected.
    const prereq = card(page, 'Data Structures and Algorithms in Python');
    await expect(prereq.getByRole('link', { name: 'Resume Course' })).toBeVisible({ timeout: 15_000 });
    await expect(
      card(page, 'Renewable Energy Systems').getByRole('button', { name: 'Go To Your Course' }),
    ).toBeDisabled();
    await expect(page.getByRole('article')).toHaveCount(12);
  });

  /**
   * The labels of the controls of the header, the navigation bars and the page's forms that the toast
   * (its live region's one child) overlaps where it rests.
   */
  const controlsCoveredBy = (toast: Locator) =>
    toast.locator(':scope > div').evaluate((shown: HTMLElement) => {
      // Where it rests: its entrance (a short slide) would move the box while the clock stands still.
      shown.style.animation = 'none';
      const t = shown.getBoundingClientRect();
      const controls = ['header', 'nav', 'form'].map((place) => `${place} :is(a[href], button, input)`);
      return [...document.querySelectorAll(controls.join(', '))]
        .filter((control) => !shown.contains(control))
        .filter((control) => {
          const c = control.getBoundingClientRect();
          const overlaps = t.left < c.right && c.left < t.right && t.top < c.bottom && c.top < t.bottom;
          return c.width > 0 && c.height > 0 && overlaps;
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent.trim());
    });

  test('share copies {BASE_URL}{PUBLIC_PATH}course/{slug} and shows the closable toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'learner', '/inprogress');
    const target = card(page, 'Statistics for Everyone');
    if (isPhoneWidth(page)) {
      await target.getByRole('button', { name: 'More actions for Statistics for Everyone' }).click();
      await page
        .getByRole('dialog', { name: 'Statistics for Everyone' })
        .getByRole('button', { name: 'Share' })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await target.getByRole('button', { name: 'Share Statistics for Everyone' }).click();
    }
    const toast = page.getByRole('status').filter({ hasText: 'Link has been copied successfully!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      'Share the link with your friends and let them dive into a world of captivating content!',
    );
    // It covers none of the header's, the bars' or the search's controls (the search sits top-end).
    await expect.poll(() => controlsCoveredBy(toast)).toEqual([]);
    // The toast lasts 3000 ms: close it before anything slow.
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL('/course/statistics-for-everyone/', page.url()).href);
  });

  test('a failed unenroll says so and keeps the card', async ({ page }) => {
    await failCalls(
      page,
      '**/openedx/api/unenroll/',
      400,
      'not_enrolled',
      'You are not enrolled in this course.',
    );
    await signInAs(page, 'learner', '/inprogress');
    const target = card(page, 'Public Speaking with Confidence');
    await target.getByRole('button', { name: /^More actions/ }).click();
    if (isPhoneWidth(page)) await page.getByRole('dialog').getByRole('button', { name: 'Unenroll' }).click();
    else await page.getByRole('menuitem', { name: 'Unenroll' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unenroll from course' });
    await expect(confirm).toContainText(
      'When you unenroll, your courses will be removed from your dashboard',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Unenroll' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'You could not be unenrolled from this course. Please try again.',
    );
    await expect(page.getByText('You have successfully unenrolled from the course')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(target).toBeVisible();
    await expect(page.getByText('Total: 16 courses')).toBeVisible();
  });
});

test(
  'the progress bars of the cards are all one length, whatever the button says',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await signInAs(page, 'learner', '/inprogress');
    const bars = page.getByRole('main').getByRole('progressbar');
    await expect(bars.first()).toBeVisible({ timeout: 15_000 });
    const widths = await bars.evaluateAll((nodes) =>
      nodes.map((node) => Math.round(node.getBoundingClientRect().width)),
    );
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths) - Math.min(...widths), `bar widths ${widths.join(', ')}`).toBeLessThanOrEqual(
      1,
    );
  },
);
