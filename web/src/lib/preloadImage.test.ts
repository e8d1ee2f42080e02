import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadImage } from './preloadImage.ts';

describe('preloadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'asks for an image at once, first among images',
      'https://lms.example.org/a.svg',
      ['https://lms.example.org/a.svg'],
    ],
    ['asks for nothing without an address', null, []],
  ])('%s', (_, src, asked) => {
    const images: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        fetchPriority = 'auto';
        constructor() {
          images.push(this);
        }
      },
    );
    preloadImage(src);
    expect(images.map((image) => image.src)).toEqual(asked);
    expect(images.every((image) => image.fetchPriority === 'high')).toBe(true);
  });
});
