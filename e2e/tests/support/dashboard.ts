/** What the dashboard's browser tests share: the widths they run at and its cards. */
import { test, type Page } from '@playwright/test';
import { isPhoneWidth } from './layout.ts';

/** The course cards of the page's main region. */
export const dashboardCards = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * `body`'s tests run at the project's own width and again at 700 × 900, where cards stack; that
 * second width once, in the desktop project (the phone project would run the same tablet layout).
 * Only tests of what that width draws differently belong in `body`: a flow that is the same at every
 * width (paging, searching, sharing, a failed call) runs at the project's width alone.
 */
export function describeAtDashboardWidths(name: string, body: () => void): void {
  for (const viewport of [null, { width: 700, height: 900 }])
    test.describe(viewport ? `${name} at 700 × 900` : name, viewport ? { tag: '@desktop-only' } : {}, () => {
      if (viewport) test.use({ viewport });
      body();
    });
}

/** Opens the card's actions (a menu, or a sheet on phones), chooses Unenroll and returns the confirmation. */
export async function chooseUnenroll(page: Page, name: string) {
  await page
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  if (isPhoneWidth(page))
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Unenroll' }).click();
  else await page.getByRole('menuitem', { name: 'Unenroll' }).click();
  return page.getByRole('alertdialog', { name: 'Unenroll from course' });
}
