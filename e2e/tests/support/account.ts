/**
 * Where a person finds Sign In, their account and Sign Out: in the header on desktop, on /profile
 * (the bottom tab bar's Profile) on phones.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';

export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** The bottom tab bar's Profile, where a phone keeps Sign In, the account and Sign Out. */
const openProfileTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Profile' }).click();

export async function clickSignIn(page: Page, info: TestInfo): Promise<void> {
  if (isPhone(info)) {
    await openProfileTab(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  }
}

export async function expectSignedInAs(page: Page, info: TestInfo, username: string): Promise<void> {
  if (isPhone(info)) {
    await openProfileTab(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(`${username}@`) }),
    ).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  }
}

export async function clickSignOut(page: Page, info: TestInfo): Promise<void> {
  if (isPhone(info)) {
    await openProfileTab(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign Out' }).click();
  }
}
