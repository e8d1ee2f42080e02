import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollSpy } from './useScrollSpy.ts';

/** Where each section's top is on screen now (px); the test moves them. */
const tops: Record<string, number> = {};
const resizeCallbacks: (() => void)[] = [];

function Spy() {
  return <output>{useScrollSpy(['about', 'instructors']) ?? 'none'}</output>;
}

beforeEach(() => {
  // jsdom has neither observer, nor layout: the sections' tops come from `tops`.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = tops[this.id] ?? 0;
    return { top, bottom: top + 200 } as DOMRect;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resizeCallbacks.length = 0;
});

function page() {
  return render(
    <>
      <section id="about" />
      <section id="instructors" />
      <Spy />
    </>,
  );
}

describe('useScrollSpy', () => {
  it('looks again when a scroll ends: the jump’s last step crossed no threshold', () => {
    tops.about = 100;
    tops.instructors = 900;
    page();
    act(() => window.dispatchEvent(new Event('scrollend')));
    expect(screen.getByRole('status')).toHaveTextContent('about');
    tops.about = -700;
    tops.instructors = 120;
    act(() => window.dispatchEvent(new Event('scrollend')));
    expect(screen.getByRole('status')).toHaveTextContent('instructors');
  });

  it('looks again when a section changes size', () => {
    tops.about = 100;
    tops.instructors = 900;
    page();
    tops.instructors = 110;
    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(screen.getByRole('status')).toHaveTextContent('instructors');
  });
});
