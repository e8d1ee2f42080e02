import { describe, expect, it } from 'vitest';
import { pickConfig } from './keys.ts';

describe('pickConfig', () => {
  it('keeps known keys with a value, trimmed; drops unknown keys, blanks and other types', () => {
    expect(
      pickConfig({
        LMS_BASE_URL: ' https://lms.example.com ',
        SITE_NAME: '',
        ALLOW_PUBLIC_ACCOUNT_CREATION: false,
        PATH: '/usr/bin',
        APP_ID: 42,
        LOGIN_URL: null,
      }),
    ).toEqual({ LMS_BASE_URL: 'https://lms.example.com', ALLOW_PUBLIC_ACCOUNT_CREATION: false });
  });
});
