/**
 * What the browser asks between the sign-in form's POST and the dashboard's first card
 * (docs/decisions/sign-in-chain.md): each call of the chain once. (No session refresh is asked either,
 * as the bench's chain shows; the test server's JWT lives 8 s, so a slow run may refresh rightly.)
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './learners.ts';

/** Signs `learner` in through the form towards /inprogress; the paths asked from the POST to the first card. */
export async function pathsUntilFirstCard(page: Page): Promise<string[]> {
  const next = new URL('/inprogress', test.info().project.use.baseURL).href;
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/username|e-?mail/i).fill('learner');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  return [...asked];
}

export const timesAsked = (paths: readonly string[], path: string) =>
  paths.filter((asked) => asked === path).length;
