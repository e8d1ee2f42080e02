import { NO_PAID_COURSE } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { cardPaidCourse } from './discoveryPrice.ts';

describe('a stock card’s price, from its discovery result’s modes', () => {
  it.each([
    [['audit'], 'free'],
    [['honor'], 'free'],
    [['audit', 'verified'], 'free'],
    [['verified', 'honor'], 'free'],
    [['unpaid-executive-education'], 'free'],
    [['unpaid-bootcamp'], 'free'],
    [[' Audit '], 'free'],
    [['verified'], 'not said'],
    [['professional', 'no-id-professional'], 'not said'],
    [['paid-executive-education', 'credit', 'masters'], 'not said'],
    [[], 'not said'],
  ] as const)('%j → %s', (modes, expected) => {
    expect(cardPaidCourse(modes)).toEqual(expected === 'free' ? NO_PAID_COURSE : null);
  });
});
