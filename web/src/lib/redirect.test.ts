import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from './redirect.ts';

const allowed = ['http://127.0.0.1:8080', 'http://localhost:5173/'];

describe('isAllowedRedirect', () => {
  it.each([
    ['http://127.0.0.1:8080/staticpages/about', true],
    ['http://127.0.0.1:8080/', true],
    ['http://localhost:5173/search?q=a#top', true],
    ['/overview', true],
    ['/search?q=%2F%2Fevil', true],
    ['https://127.0.0.1:8080/', false],
    ['http://127.0.0.1:8081/', false],
    ['http://127.0.0.1:8080.evil.example/', false],
    ['http://evil.example/?next=http://127.0.0.1:8080/', false],
    ['http://user:pass@127.0.0.1:8080/', false],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['overview', false],
    ['', false],
    ['not a url', false],
  ])('%j → %s', (url, expected) => {
    expect(isAllowedRedirect(url, allowed)).toBe(expected);
  });

  it('allows nothing absolute when no origin is allowed', () => {
    expect(isAllowedRedirect('http://127.0.0.1:8080/', [])).toBe(false);
  });
});
