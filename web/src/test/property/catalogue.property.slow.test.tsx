/** The catalogue screens under any answers: discover, search with facets, partners, instructor, program. */
import { describe, it } from 'vitest';
import { checkScreen } from './harness.tsx';
import { SCREENS } from './screens.ts';

const LIMIT = 120_000;

describe('the catalogue under any answers', () => {
  it('discover', () => checkScreen(SCREENS.discover, 5), LIMIT);
  it('search with every facet open', () => checkScreen(SCREENS.search, 6), LIMIT);
  it('partners', () => checkScreen(SCREENS.partners, 6), LIMIT);
  it('one partner', () => checkScreen(SCREENS.partner, 6), LIMIT);
  it('instructor', () => checkScreen(SCREENS.instructor, 6), LIMIT);
  it('program', () => checkScreen(SCREENS.program, 6), LIMIT);
});
