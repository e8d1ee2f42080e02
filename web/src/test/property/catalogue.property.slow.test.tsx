/** The catalogue screens under any answers: discover, search with facets, partners, instructor, program. */
import { describe } from 'vitest';
import { screenTest } from './harness.tsx';
import { SCREENS } from './screens.ts';

describe('the catalogue under any answers', () => {
  screenTest('discover', SCREENS.discover, 5);
  screenTest('search with every facet open', SCREENS.search, 6);
  screenTest('partners', SCREENS.partners, 6);
  screenTest('one partner', SCREENS.partner, 6);
  screenTest('instructor', SCREENS.instructor, 6);
  screenTest('program', SCREENS.program, 6);
});
