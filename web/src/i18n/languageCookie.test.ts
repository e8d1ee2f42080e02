import { describe, expect, it } from 'vitest';
import { cookieDomain, languageCookie } from './languageCookie.ts';

describe('cookieDomain', () => {
  it.each([
    [null, 'learn.example.com', null],
    ['', 'learn.example.com', null],
    ['.example.com', 'learn.example.com', '.example.com'],
    ['example.com', 'example.com', 'example.com'],
    ['.EXAMPLE.com', 'apps.learn.example.com', '.example.com'],
    // Foreign, malformed or URL-shaped values are never used: the browser would drop the cookie.
    ['.other.org', 'learn.example.com', null],
    ['ample.com', 'learn.example.com', null],
    ['https://example.com', 'example.com', null],
    ['example.com; Path=/x', 'example.com', null],
    ['localhost:8080', 'localhost', null],
  ])('%j on %s → %j', (domain, hostname, expected) => {
    expect(cookieDomain({ domain, hostname })).toBe(expected);
  });
});

describe('languageCookie', () => {
  it('stores the code for a year on the whole site, SameSite=Lax, host-only without a domain', () => {
    expect(
      languageCookie('openedx-language-preference', 'fa', {
        domain: null,
        hostname: '127.0.0.1',
        protocol: 'http:',
      }),
    ).toBe('openedx-language-preference=fa; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('adds the configured domain and Secure over https', () => {
    expect(
      languageCookie('lang', 'zh-cn', {
        domain: '.example.com',
        hostname: 'apps.example.com',
        protocol: 'https:',
      }),
    ).toBe('lang=zh-cn; Path=/; Max-Age=31536000; SameSite=Lax; Domain=.example.com; Secure');
  });

  it('encodes the value', () => {
    expect(languageCookie('lang', 'a;b', { domain: null, hostname: 'x', protocol: 'http:' })).toMatch(
      /^lang=a%3Bb;/,
    );
  });
});
