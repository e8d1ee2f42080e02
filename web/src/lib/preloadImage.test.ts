import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preloadImage.ts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));

describe('preloadImage', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds a high-priority image preload, once per address', () => {
    preloadImage(document, 'https://lms.example.org/a.png');
    preloadImage(document, 'https://lms.example.org/b.png');
    preloadImage(document, 'https://lms.example.org/a.png');
    expect(preloads()).toEqual([
      { as: 'image', href: 'https://lms.example.org/a.png', priority: 'high' },
      { as: 'image', href: 'https://lms.example.org/b.png', priority: 'high' },
    ]);
  });
});
