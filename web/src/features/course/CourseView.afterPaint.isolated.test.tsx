import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../../lib/router/index.ts';
import { coursePageCalls } from '../../test/coursePageCalls.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import CoursePage from './CoursePage.tsx';

const course = {
  course_id: 'course-v1:X+Y+Z',
  course_slug: 'test-course',
  instructors: [],
  additional_metadata: {
    display_name: 'Test Course',
    short_description: 'What the course is about',
    course_start: '2020-01-01T00:00:00Z',
  },
  paid_course: null,
  partner: null,
};

const BELOW_THE_FOLD = /\/instructors$|\/course-toc\/|\/full-course-discovery\/|\/csrf\//;

/** Frames held until `release`: what waits for the page's paint waits for it. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  return async function release() {
    // A frame may ask for the next one; a few rounds let every waiting frame run.
    for (let round = 0; round < 5; round += 1) {
      await act(async () => {
        for (const frame of frames.splice(0)) frame(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
  };
}

afterEach(() => localStorage.clear());

describe("a course page's parts below the fold", () => {
  it('ask for their calls, and record the visit, only once the course above has been painted', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(...coursePageCalls(course));
    const release = holdFrames();

    renderApp(
      <Routes>
        <Route path="/course/:slug" element={<CoursePage />} />
      </Routes>,
      { path: '/course/test-course/' },
    );
    expect(await screen.findByText('What the course is about')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked.filter((path) => BELOW_THE_FOLD.test(path))).toEqual([]);
    expect(localStorage.length).toBe(0);

    await release();
    await vi.waitFor(() => {
      expect(asked.some((path) => path.endsWith('/instructors'))).toBe(true);
      expect(asked.some((path) => path.includes('/course-toc/'))).toBe(true);
      expect(asked.some((path) => path.includes('/full-course-discovery/'))).toBe(true);
      expect(localStorage.length).toBeGreaterThan(0);
    });
    server.events.removeAllListeners();
  });
});
