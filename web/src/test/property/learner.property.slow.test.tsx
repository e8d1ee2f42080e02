/** A learner's screens under any answers: dashboard lists, unenrolling, profile; and static pages. */
import { describe } from 'vitest';
import { screenTest } from './harness.tsx';
import { SCREENS } from './screens.ts';

describe("a learner's screens under any answers", () => {
  screenTest('overview', SCREENS.overview, 6);
  screenTest('in progress', SCREENS.inProgress, 5);
  screenTest('completed', SCREENS.completed, 4);
  screenTest('unenrolling', SCREENS.unenroll, 3);
  screenTest('profile', SCREENS.profile, 3);
  screenTest('static pages', SCREENS.staticPage, 8);
});
