import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { learnerCrowd } from './learnerCount.ts';
import messages from './messages.ts';

const dictionaries = import.meta.glob<Record<string, string>>('../../i18n/messages/*.json', {
  eager: true,
  import: 'default',
});
const EXCLAMATION = /[!¡！]/;

describe('learnerCrowd', () => {
  it.each([
    [0, 'small'],
    [1, 'small'],
    [99, 'small'],
    [100, 'large'],
    [48_200, 'large'],
  ] as const)('%i learners → %s', (count, crowd) => {
    expect(learnerCrowd(count)).toBe(crowd);
  });
});

describe.each(Object.entries(dictionaries))('the learner count in %s', (file, dictionary) => {
  const locale = /([\w-]+)\.json$/.exec(file)![1]!;
  const intl = createIntl({ locale: locale === 'fa' ? 'fa-IR' : locale, messages: dictionary });
  const say = (count: number) =>
    intl.formatMessage(messages.enrolledCount, { count, crowd: learnerCrowd(count) });

  it.each([1, 2, 3, 11, 99])('%i: no exclamation for a handful', (count) => {
    expect(say(count)).not.toMatch(EXCLAMATION);
  });
  it.each([100, 48_200])('%i: a crowd earns one', (count) => {
    expect(say(count)).toMatch(EXCLAMATION);
  });
});
