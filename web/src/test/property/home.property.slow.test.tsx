/** The app shell under any answers: home, header (subjects, suggestions, search screen), footer, start-up. */
import { describe, it } from 'vitest';
import { checkScreen } from './harness.tsx';
import { SCREENS } from './screens.ts';

const LIMIT = 120_000;

describe('the app shell under any answers', () => {
  it('home', () => checkScreen(SCREENS.home, 6), LIMIT);
  it(
    'home, signed in (activation dialog, language chooser)',
    () => checkScreen(SCREENS.homeSignedIn, 5),
    LIMIT,
  );
  it('header: subjects menu, suggestions, search screen', () => checkScreen(SCREENS.header, 4), LIMIT);
  it('start-up: runtime and instance configuration', () => checkScreen(SCREENS.startUp, 6), LIMIT);
});
