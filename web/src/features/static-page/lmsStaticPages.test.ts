import { describe, expect, it } from 'vitest';
import { lmsStaticPageUrl } from './lmsStaticPages.ts';

const LMS = 'https://lms.example.org';

describe('lmsStaticPageUrl', () => {
  it.each([
    ['about', LMS, `${LMS}/about`],
    ['tos', LMS, `${LMS}/tos`],
    ['privacy', LMS, `${LMS}/privacy`],
    ['honor', LMS, `${LMS}/honor`],
    ['contact', LMS, `${LMS}/contact`],
    ['donate', LMS, `${LMS}/donate`],
    ['About', `${LMS}/`, `${LMS}/about`],
    ['faq', LMS, null],
    ['', LMS, null],
    ['__proto__', LMS, null],
    ['toString', LMS, null],
    ['../admin', LMS, null],
  ])('%s on %s → %s', (page, lms, expected) => {
    expect(lmsStaticPageUrl(page, lms)).toBe(expected);
  });
});
