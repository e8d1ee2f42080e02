/** A learner's screens under any answers: dashboard lists, unenrolling, profile; and static pages. */
import { describe, it } from 'vitest';
import { checkScreen } from './harness.tsx';
import { SCREENS } from './screens.ts';

const LIMIT = 120_000;

describe("a learner's screens under any answers", () => {
  it('overview', () => checkScreen(SCREENS.overview, 6), LIMIT);
  it('in progress', () => checkScreen(SCREENS.inProgress, 5), LIMIT);
  it('completed', () => checkScreen(SCREENS.completed, 4), LIMIT);
  it('unenrolling', () => checkScreen(SCREENS.unenroll, 3), LIMIT);
  it('profile', () => checkScreen(SCREENS.profile, 3), LIMIT);
  it('static pages', () => checkScreen(SCREENS.staticPage, 8), LIMIT);
});
