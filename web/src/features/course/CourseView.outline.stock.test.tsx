import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testSettings } from '../../test/settings.ts';
import { CourseView } from './CourseView.tsx';
import { courseDetail } from './testCourse.ts';

const block = (id: string, type: string, name: string, children: string[] = []) => ({
  id,
  type,
  display_name: name,
  children,
  complete: false,
  lms_web_url: null,
});
const BLOCKS = {
  blocks: {
    c: block('c', 'course', 'Waves', ['w1', 'w2']),
    w1: block('w1', 'chapter', 'Week 1: Oscillations', ['l1', 'l2']),
    l1: block('l1', 'sequential', 'Springs'),
    l2: block('l2', 'sequential', 'Pendulums'),
    w2: block('w2', 'chapter', 'Week 2: Waves', ['l3']),
    l3: block('l3', 'sequential', 'Sound'),
  },
};

/** A stock page whose outline answers with `blocks` (null: a private course's visitor). */
function renderStock(blocks: unknown, status = 200) {
  server.use(
    http.get('*/api/course_home/outline/:id/', () =>
      status === 200
        ? HttpResponse.json({
            resume_course: { url: null, has_visited_course: false },
            course_blocks: blocks,
          })
        : HttpResponse.json({ detail: 'Server error' }, { status }),
    ),
    // Below the fold the page asks for similar courses: refused.
    http.all('*', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
  );
  renderApp(<CourseView course={courseDetail({ about: '<p>Only words.</p>' })} />, {
    settings: testSettings({}, { PLATFORM_API: 'openedx' }),
  });
}

describe('a stock course page’s contents', () => {
  it('are the outline’s weeks and lessons, as on the other platform, lessons not linked to a visitor', async () => {
    renderStock(BLOCKS);
    // The first render of the file loads the page's modules: give it time.
    await screen.findByText('Week 1: Oscillations', {}, { timeout: 10_000 });
    const section = screen.getByRole('region', { name: 'Course content' });
    expect(within(section).getByText('2 sections · 3 lessons')).toBeInTheDocument();
    expect(within(section).getByText('Week 1: Oscillations')).toBeInTheDocument();
    expect(within(section).getByText('Week 2: Waves')).toBeInTheDocument();
    for (const lesson of ['Springs', 'Pendulums', 'Sound'])
      expect(within(section).getByText(lesson)).toBeInTheDocument();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).getByText('Enroll in the course to open its lessons.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Course sections' });
    expect(within(nav).getByRole('link', { name: 'Course content' })).toBeInTheDocument();
  });

  it.each<[string, unknown, number]>([
    ['the outline has no blocks for this visitor', null, 200],
    ['the outline fails', null, 500],
  ])('are left out, with no frame and no error, when %s', async (_, blocks, status) => {
    renderStock(blocks, status);
    expect(await screen.findByText('Only words.')).toBeInTheDocument();
    // Let the outline's answer arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Course content' })).toBeNull();
    // (Similar courses, which this test answers with 404, may say they failed: that is their own.)
    expect(screen.queryByText('Course content')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Course sections' });
    expect(within(nav).queryByRole('link', { name: 'Course content' })).toBeNull();
  });
});
