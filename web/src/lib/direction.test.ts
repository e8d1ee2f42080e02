import { describe, expect, it } from 'vitest';
import { textDirection } from './direction.ts';

describe('textDirection', () => {
  it.each([
    ['Data Science', 'ltr'],
    ['علوم داده', 'rtl'],
    ['  مقدمه', 'rtl'],
    ['مبانی Python', 'rtl'],
    ['Python مبانی', 'ltr'],
    ['שלום', 'rtl'],
    ['ﷲ', 'rtl'],
    ['', 'ltr'],
    ['1. Intro', 'ltr'],
    ['Über uns', 'ltr'],
    ['数据科学', 'ltr'],
  ])('%j → %s', (text, direction) => {
    expect(textDirection(text)).toBe(direction);
  });
});
