import { describe, expect, it } from 'vitest';
import { shownAnswer } from './deferredAnswer.ts';

const first = { results: [1] };
const second = { results: [2] };

describe('shownAnswer', () => {
  it.each([
    ['nothing yet', undefined, undefined, { data: undefined, lagging: false }],
    ['the first answer, not rendered yet', undefined, first, { data: undefined, lagging: true }],
    ['the first answer, rendered', first, first, { data: first, lagging: false }],
    ['a newer answer, the older still shown', first, second, { data: first, lagging: true }],
    [
      'no answer any more (another query): none, not the old one',
      first,
      undefined,
      { data: undefined, lagging: false },
    ],
  ])('%s', (_, deferred, latest, expected) => {
    expect(shownAnswer(deferred, latest)).toEqual(expected);
  });
});
