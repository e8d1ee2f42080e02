import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './useOpenedOnce.ts';

describe('useOpenedOnce', () => {
  it.each([
    { opens: [false], mounted: [false] },
    { opens: [true], mounted: [true] },
    { opens: [false, true, false], mounted: [false, true, true] },
    { opens: [false, false, true, false, true], mounted: [false, false, true, true, true] },
  ])('open $opens keeps the dialog mounted $mounted', ({ opens, mounted }) => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: opens[0]! },
    });
    const seen = [result.current];
    for (const open of opens.slice(1)) {
      rerender({ open });
      seen.push(result.current);
    }
    expect(seen).toEqual(mounted);
  });
});
