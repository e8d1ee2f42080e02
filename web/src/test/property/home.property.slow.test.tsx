/** The app shell under any answers: home, header (subjects, suggestions, search screen), footer, start-up. */
import { describe } from 'vitest';
import { screenTest } from './harness.tsx';
import { SCREENS } from './screens.ts';

describe('the app shell under any answers', () => {
  screenTest('home', SCREENS.home, 6);
  screenTest('home, signed in (activation dialog, language chooser)', SCREENS.homeSignedIn, 5);
  screenTest('header: subjects menu, suggestions, search screen', SCREENS.header, 4);
  screenTest('start-up: runtime and instance configuration', SCREENS.startUp, 6);
});
