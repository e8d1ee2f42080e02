/**
 * From sign-in to the dashboard's first card on a stock LMS (docs/decisions/sign-in-chain.md): the
 * runtime configuration is asked once (start-up's settings and its adapters share it; the learner home
 * waited for a second one) and the learner home once.
 */
import { expect, test } from '@playwright/test';
import { pathsUntilFirstCard, timesAsked } from '../support/signInChain.ts';

test('signing in asks the runtime configuration and the learner home once each', async ({ page }) => {
  const paths = await pathsUntilFirstCard(page);
  expect(timesAsked(paths, '/api/mfe_config/v1'), paths.join('\n')).toBe(1);
  expect(timesAsked(paths, '/api/learner_home/init'), paths.join('\n')).toBe(1);
});
