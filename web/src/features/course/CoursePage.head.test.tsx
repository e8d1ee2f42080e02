/** The course page's head and JSON-LD, as a crawler or a shared link's preview reads them (issue 33). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from '../../lib/router/index.ts';
import { coursePageCalls } from '../../test/coursePageCalls.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';
import CoursePage from './CoursePage.tsx';

const course = {
  course_id: 'course-v1:Acme+PY101+2026',
  course_slug: 'python',
  instructors: [{ name: 'Ada Lovelace', slug: 'ada' }],
  additional_metadata: {
    display_name: 'Introduction to Python',
    short_description: '<p>Learn <b>Python</b> from scratch.</p>',
    course_image_url: '/asset-v1:Acme+PY101+2026/cover.jpg',
  },
  paid_course: { active: true, price: 4900, currency: 'usd', course_id: 'course-v1:Acme+PY101+2026' },
  partner: null,
};

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function blocks(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent) as Record<string, unknown>,
  );
}

describe('course page head', () => {
  it('names the course for crawlers and previews, from the platform’s answer', async () => {
    server.use(
      ...coursePageCalls(course),
      http.get(`${ORIGIN}/admin-console/api/paid-courses/:id/`, () =>
        HttpResponse.json({ course_id: course.course_id, price: 4900, currency: 'usd', has_trial: false }),
      ),
    );
    // The app is served at its own address; the platform, and the course's picture, at the LMS's.
    const settings = testSettings({}, { BASE_URL: 'https://learn.example.org' });
    renderApp(
      <Routes>
        <Route path="/course/:slug" element={<CoursePage />} />
      </Routes>,
      { path: '/course/python/', settings },
    );
    await screen.findByRole('heading', { level: 1, name: 'Introduction to Python' });
    expect(document.title).toBe('Introduction to Python | Atrium Academy');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://learn.example.org/course/python/',
    );
    expect(content('meta[name="description"]')).toBe('Learn Python from scratch.');
    expect(content('meta[property="og:title"]')).toBe('Introduction to Python');
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/asset-v1:Acme+PY101+2026/cover.jpg`);
    expect(content('meta[property="og:url"]')).toBe('https://learn.example.org/course/python/');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');

    await waitFor(() => expect(blocks().map((data) => data['@type'])).toEqual(['Course', 'BreadcrumbList']));
    expect(blocks()[0]).toMatchObject({
      url: 'https://learn.example.org/course/python/',
      image: `${ORIGIN}/asset-v1:Acme+PY101+2026/cover.jpg`,
      offers: { '@type': 'Offer', category: 'Paid', price: 49, priceCurrency: 'USD' },
      hasCourseInstance: { courseMode: 'Online', instructor: [{ '@type': 'Person', name: 'Ada Lovelace' }] },
    });
    expect(blocks()[1]).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://learn.example.org/' },
        { position: 2, item: 'https://learn.example.org/discover' },
        { position: 3, name: 'Introduction to Python' },
      ],
    });
  });
});
