/**
 * From sign-in to the dashboard's first card (docs/decisions/sign-in-chain.md): the start-up calls
 * and the enrollment list are asked once each. The stock dialect's twin is
 * tests/openedx/sign-in-chain.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { pathsUntilFirstCard, timesAsked } from './support/signInChain.ts';

test('signing in asks each start-up call and the enrollment list once', async ({ page }) => {
  const paths = await pathsUntilFirstCard(page);
  for (const path of [
    '/api/mfe_config/v1',
    '/admin-console/api/instance-config/',
    '/admin-console/api/openedx/api/enrollment-list/',
  ])
    expect(timesAsked(paths, path), `${path} in\n${paths.join('\n')}`).toBe(1);
});
