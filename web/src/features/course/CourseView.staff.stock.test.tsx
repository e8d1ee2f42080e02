import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testSettings } from '../../test/settings.ts';
import { CourseView } from './CourseView.tsx';
import { courseDetail } from './testCourse.ts';

const ABOUT = `<section class="about"><h2>About This Course</h2><p>Waves and fields.</p></section>
<section class="course-staff"><h2>Course Staff</h2>
  <article class="teacher"><div class="teacher-image"><img src="/static/images/ada.png" alt=""></div>
    <h3>Ada Lovelace</h3><p>Writes the first programs.</p></article>
</section>`;

function renderStock(about: string) {
  // Below the fold the page asks for similar courses: answered empty.
  server.use(http.all('*', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
  renderApp(<CourseView course={courseDetail({ about })} />, {
    settings: testSettings({}, { PLATFORM_API: 'openedx' }),
  });
}

describe('a stock course page’s instructors', () => {
  it('are the About text’s course staff, in a section of their own, listed once', async () => {
    renderStock(ABOUT);
    const section = await screen.findByRole('region', { name: 'Instructors' });
    expect(within(section).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(section).getByText('Writes the first programs.')).toBeInTheDocument();
    // No instructor pages on a stock LMS: the name is no link.
    expect(within(section).queryByRole('link')).toBeNull();
    const about = screen.getByRole('region', { name: 'About this course' });
    expect(within(about).getByText('Waves and fields.')).toBeInTheDocument();
    expect(within(about).queryByText('Ada Lovelace')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Course sections' });
    expect(within(nav).getByRole('link', { name: 'Instructors' })).toBeInTheDocument();
  });

  it('are left out when the About text names no one', async () => {
    renderStock('<p>Only words.</p>');
    expect(await screen.findByText('Only words.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instructors' })).toBeNull();
  });
});
