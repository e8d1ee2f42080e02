import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testSettings } from '../../test/settings.ts';
import { CourseView } from './CourseView.tsx';
import { courseDetail } from './testCourse.ts';

function renderWith(total: number | null) {
  // Below the fold the page asks for similar courses: answered with nothing.
  server.use(http.all('*', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
  const course = courseDetail({ total: 0 });
  renderApp(
    <CourseView
      course={{ ...course, additional_metadata: { ...course.additional_metadata, total_enrollments: total } }}
    />,
    { settings: testSettings() },
  );
}

describe('the course page’s enrolled learners', () => {
  it('are counted where the platform counts them, 0 included', async () => {
    renderWith(0);
    expect(await screen.findAllByText('0 learners already enrolled')).not.toHaveLength(0);
  });

  it('are left out where the platform does not count them (a stock LMS), never shown as 0', async () => {
    renderWith(null);
    expect(await screen.findAllByRole('heading', { name: 'Test Course' })).not.toHaveLength(0);
    expect(screen.queryByText(/already enrolled/)).toBeNull();
  });
});
