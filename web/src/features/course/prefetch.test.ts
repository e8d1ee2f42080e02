import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseKeys } from '../../api/courseMetadata.ts';
import { prefetchContext } from '../../test/prefetchContext.ts';
import { prefetchCourse } from './prefetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchCourse', () => {
  it.each([
    [{ slug: 'intro-to-data' }, [courseKeys.metadata('intro-to-data')]],
    [{ slug: '' }, []],
    [{}, []],
  ])('with the parameters %o asks for the metadata the page reads', (params, expected) => {
    const { context, keys } = prefetchContext({ params });
    prefetchCourse(context);
    expect(keys()).toEqual(expected);
  });
});
