import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLocation, useRoutes } from '../lib/router/index.ts';
import { renderApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { ORIGIN, testSettings } from '../test/settings.ts';
import { testCourse } from '../test/testCourse.ts';
import { CanonicalAddress } from './CanonicalAddress.tsx';

function LocationText() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="at">{`${pathname}${search}${hash}`}</p>;
}

/** Every address shows where it ends up, once it is canonical. */
function Probe() {
  return useRoutes([
    {
      path: '*',
      element: (
        <CanonicalAddress>
          <LocationText />
        </CanonicalAddress>
      ),
    },
  ]);
}

const stock = () => testSettings({}, { PLATFORM_API: 'openedx' });
const ID = 'course-v1:Org+Num+Run';

async function landsOn(expected: string) {
  expect((await screen.findByTestId('at')).textContent).toBe(expected);
}

describe('CanonicalAddress', () => {
  it.each([
    ['/courses?q=data&subject=History', '/search?q=data&subject=History'],
    ['/courses/', '/search'],
    ['/search?q=x#top', '/search?q=x#top'],
    ['/homepage/course/intro-to-data?utm_source=mail', '/course/intro-to-data/?utm_source=mail'],
    ['/course/intro-to-data', '/course/intro-to-data/'],
    ['/partners', '/partners'],
  ])('%s lands on %s', async (path, expected) => {
    renderApp(<Probe />, { path });
    await landsOn(expected);
  });

  it.each([`/courses/${ID}/about`, `/courses/${encodeURIComponent(ID)}/about?x=1`])(
    'on a stock platform, %s lands on the course page named by its id',
    async (path) => {
      renderApp(<Probe />, { path, settings: stock() });
      await landsOn(`/course/${encodeURIComponent(ID)}/${path.includes('?') ? '?x=1' : ''}`);
    },
  );

  it('on an admin-console platform, looks the course id up and lands on its slug', async () => {
    const searched: unknown[] = [];
    server.use(
      http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })),
      http.get(`${ORIGIN}/admin-console/api/course-toc/:id/`, ({ params }) =>
        params.id === ID
          ? HttpResponse.json({ toc: { name: 'Intro to Data', lms_url: null, sections: [] } })
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
      http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, async ({ request }) => {
        searched.push(await request.json());
        const hit = (id: string, slug: string) => ({
          data: { id, content: { display_name: 'Intro to Data' }, course_metadata: testCourse({ slug }) },
          isProgram: false,
        });
        // A namesake comes first: only the id decides.
        return HttpResponse.json({
          results: [hit('course-v1:Other+Num+Run', 'intro-to-data-2'), hit(ID, 'intro-to-data')],
          total: 2,
        });
      }),
    );
    renderApp(<Probe />, { path: `/courses/${encodeURIComponent(ID)}/about?x=1` });
    await landsOn('/course/intro-to-data/?x=1');
    expect(searched).toEqual([{ search_string: 'Intro to Data' }]);
  });

  it.each([
    ['an unknown id', 404, []],
    ['an id the search does not find', 200, [{ id: 'course-v1:Other+Num+Run', slug: 'other' }]],
  ])('on an admin-console platform, %s shows the not-found page', async (_, tocStatus, hits) => {
    server.use(
      http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })),
      http.get(`${ORIGIN}/admin-console/api/course-toc/:id/`, () =>
        tocStatus === 404
          ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
          : HttpResponse.json({ toc: { name: 'Intro to Data', lms_url: null, sections: [] } }),
      ),
      http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, () =>
        HttpResponse.json({
          results: hits.map(({ id, slug }) => ({
            data: { id, content: { display_name: 'x' }, course_metadata: testCourse({ slug }) },
            isProgram: false,
          })),
          total: hits.length,
        }),
      ),
    );
    renderApp(<Probe />, { path: `/courses/${ID}/about` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('at')).toBeNull();
  });
});
