import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from '../../lib/router/index.ts';
import { coursePageCalls } from '../../test/coursePageCalls.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import CoursePage from './CoursePage.tsx';
import { courseDetail } from './testCourse.ts';

const courseWithAbout = (about: string, video: string | null = null) => courseDetail({ about, video });

function renderCourse(course: object) {
  server.use(...coursePageCalls(course));
  renderApp(
    <Routes>
      <Route path="/course/:slug" element={<CoursePage />} />
    </Routes>,
    { path: '/course/test-course/' },
  );
}

const sectionsNav = () => screen.getByRole('navigation', { name: 'Course sections' });

describe("a course page's About section", () => {
  it('is shown, and listed, with text that survives', async () => {
    renderCourse(courseWithAbout('<h2>About this course</h2><p>Plenty to read</p>'));
    expect(await screen.findByText('Plenty to read')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this course' })).toBeInTheDocument();
    expect(within(sectionsNav()).getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it.each([
    ['only a heading naming the section', '<h2>About This Course</h2>'],
    ['markup that shows nothing once sanitised', '<details open ontoggle="alert(1)"></details><p> </p>'],
  ])('is left out, and not listed, when its text is %s and there is no video', async (_, html) => {
    renderCourse(courseWithAbout(html));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Course' })).toBeInTheDocument();
    // Its place is kept while the text is checked, then given up.
    await expect
      .poll(() => screen.queryByRole('region', { name: 'About this course' }), { timeout: 5000 })
      .toBeNull();
    expect(within(sectionsNav()).queryByRole('link', { name: 'About' })).toBeNull();
  });

  it('stays for its video when the text shows nothing', async () => {
    renderCourse(
      courseWithAbout('<h2>About This Course</h2>', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    );
    expect(await screen.findByRole('region', { name: 'About this course' })).toBeInTheDocument();
    expect(within(sectionsNav()).getByRole('link', { name: 'About' })).toBeInTheDocument();
  });
});
