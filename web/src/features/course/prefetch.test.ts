import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseKeys } from '../../api/courses.ts';
import { prefetchContext } from '../../test/prefetchContext.ts';
import { lazyAboutHtml } from './lazyAboutHtml.ts';
import { prefetchCourse } from './prefetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prefetchCourse', () => {
  it.each([
    [{ slug: 'intro-to-data' }, [courseKeys.metadata('intro-to-data')], 1],
    [{ slug: '' }, [], 0],
    [{}, [], 0],
  ])(
    'with the parameters %o asks for the metadata the page reads and the About sanitiser',
    (params, expected, sanitiserLoads) => {
      const load = vi.spyOn(lazyAboutHtml, 'load').mockResolvedValue(undefined as never);
      const { context, keys } = prefetchContext({ params });
      prefetchCourse(context);
      expect(keys()).toEqual(expected);
      expect(load).toHaveBeenCalledTimes(sanitiserLoads);
    },
  );
});
