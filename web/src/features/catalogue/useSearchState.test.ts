import { describe, expect, it } from 'vitest';
import { emptySearchState } from './searchState.ts';
import { pendingState } from './useSearchState.ts';

const chosen = { ...emptySearchState, subject: ['Physics', 'History'] };

describe('pendingState', () => {
  it.each<[string[], string, boolean]>([
    [['?q=x', '?q=x&subject=Physics'], '?q=x', true], // not arrived yet
    [['?q=x', '?q=x&subject=Physics'], '?q=x&subject=Physics', false], // arrived: the URL speaks
    [['?q=x', '?q=a', '?q=b'], '?q=a', true], // an earlier quick change arrived, the last not yet
    [['?q=x', '?q=a', '?q=b'], '?q=b', false],
    [['?q=x', '?q=a'], '?q=elsewhere', false], // Back or a link: the pending choice is dropped
  ])('trail %j at %s → shown %s', (trail, search, shown) => {
    expect(pendingState({ trail, state: chosen }, search)).toEqual(shown ? chosen : null);
  });

  it('nothing pending shows nothing', () => {
    expect(pendingState(null, '')).toBeNull();
  });
});
