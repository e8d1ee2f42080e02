import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from '../../lib/router/index.ts';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, plainSettings } from '../../test/settings.ts';
import type { AppSettings } from '../../config/appSettings.ts';
import { testCourse } from '../../test/testCourse.ts';
import { CatalogueBrowser } from './CatalogueBrowser.tsx';

interface Seen {
  query: Record<string, string>;
  body: unknown;
}

/** The discovery endpoint answering `total` hits, recording every request it gets. */
function discovery(total: number, status = 200, facets?: object) {
  const seen: Seen[] = [];
  server.use(
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })),
    http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })),
    http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({ query: Object.fromEntries(url.searchParams), body: await request.json() });
      if (status !== 200) return HttpResponse.json({ error: 'down', message: 'Down' }, { status });
      const index = Number(url.searchParams.get('page_index') ?? 0);
      const count = Math.max(0, Math.min(12, total - index * 12));
      const results = Array.from({ length: count }, (_, i) => {
        const course = testCourse({ slug: `course-${index * 12 + i}`, title: `Course ${index * 12 + i}` });
        return {
          data: {
            id: course.course_slug,
            content: { display_name: course.additional_metadata.display_name },
            course_metadata: course,
          },
        };
      });
      return HttpResponse.json({ results, total, ...(facets && { facets }) });
    }),
  );
  return seen;
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderBrowser(path: string, settings?: AppSettings) {
  return renderApp(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <CatalogueBrowser heading="Results" />
            <Where />
          </>
        }
      />
    </Routes>,
    { path, settings },
  );
}

// Rendering the real providers and clicking through takes seconds on a busy two-core machine.
describe('CatalogueBrowser', { timeout: 20_000 }, () => {
  it('sends what the URL says: text, facets as contract names, 0-based page, sort', async () => {
    const seen = discovery(30);
    renderBrowser(
      '/search?q=data&subject=Physics&subject=History&language=en&availability=current&learning_type=course&sort=Z-A&page=2',
    );
    expect(await screen.findByText('Total: 30')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({
      query: { page_size: '12', page_index: '1', sort: 'Z-A' },
      body: {
        search_string: 'data',
        subjects: ['Physics', 'History'],
        language_codes: ['en'],
        availability: ['current'],
        learning_type: ['course'],
      },
    });
    const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `Course ${12 + i}`));
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/search?q=data&subject=Physics&subject=History&language=en&availability=current&learning_type=course&sort=Z-A&page=3',
    );
  });

  it("loads the first cards' covers at once (a phone's largest paint), the others when scrolled near", async () => {
    discovery(5);
    renderBrowser('/search?q=data');
    await screen.findByText('Total: 5');
    const covers = [...screen.getByRole('list', { name: 'Results' }).querySelectorAll('img')].filter((img) =>
      img.getAttribute('src')?.includes('/static/covers/'),
    );
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual([null, null, 'lazy', 'lazy', 'lazy']);
  });

  it('offers no Availability or Learning type, nor applies them, without discovery-filters', async () => {
    const seen = discovery(3);
    renderBrowser(
      '/search?q=data&subject=Physics&availability=current&learning_type=program',
      plainSettings(),
    );
    await screen.findByText('Total: 3');
    expect(seen.at(-1)?.body).toEqual({ search_string: 'data', subjects: ['Physics'] });
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: /^Subject/ })).toBeInTheDocument();
    expect(within(filters).queryByRole('button', { name: /^Availability/ })).toBeNull();
    expect(within(filters).queryByRole('button', { name: /^Learning type/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove filter: Current' })).toBeNull();
  });

  it.each([
    ['with the search’s counts: each shown, a value that finds nothing disabled', true],
    ['without them: no counts at all, not the subjects’ own totals', false],
  ])('subject options %s', async (_, counted) => {
    discovery(5, 200, counted ? { subjects: { terms: { Physics: 5 }, total: 5, other: 0 } } : undefined);
    server.use(
      http.get(`${ORIGIN}/admin-console/api/subject-list/`, () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            { title: 'Physics', slug: 'physics', courses_count: 40 },
            { title: 'History', slug: 'history', courses_count: 30 },
          ],
        }),
      ),
    );
    renderBrowser('/search?q=data');
    await screen.findByText('Total: 5');
    await userEvent.click(screen.getByRole('button', { name: /^Subject/ }));
    const physics = await screen.findByRole('checkbox', { name: /^Physics/ });
    const history = screen.getByRole('checkbox', { name: /^History/ });
    const labelOf = (box: HTMLElement) => box.closest('label')?.textContent;
    expect(labelOf(physics)).toBe(counted ? 'Physics55 courses' : 'Physics');
    expect(labelOf(history)).toBe(counted ? 'History00 courses' : 'History');
    expect(physics).toBeEnabled();
    if (counted) expect(history).toBeDisabled();
    else expect(history).toBeEnabled();
    expect(screen.queryByText('40')).toBeNull();
  });

  it('removing a chip drops that value and returns to page 1', async () => {
    const seen = discovery(30);
    renderBrowser('/search?q=data&subject=Physics&subject=History&page=2');
    await screen.findByText('Total: 30');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Physics' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=data&subject=History'));
    await waitFor(() => expect(seen.at(-1)?.body).toEqual({ search_string: 'data', subjects: ['History'] }));
    expect(seen.at(-1)?.query.page_index).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
    expect(screen.queryByText('Filtered by:')).not.toBeInTheDocument();
  });

  it('an address past the last page is replaced by the last page', async () => {
    const seen = discovery(15);
    renderBrowser('/search?q=x&page=5');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=x&page=2'));
    expect(await screen.findByText('Course 14')).toBeInTheDocument();
    expect(seen.map((s) => s.query.page_index)).toEqual(['4', '1']);
  });

  it("says We couldn't find any exact matches and disables sorting when empty", async () => {
    discovery(0);
    renderBrowser('/search?q=nothing');
    expect(await screen.findByText("We couldn't find any exact matches")).toBeInTheDocument();
    // Both the desktop menu button and the phone sheet button (CSS shows one of them).
    const sorts = screen.getAllByRole('button', { name: /Sort by/ });
    expect(sorts).toHaveLength(2);
    for (const sort of sorts) expect(sort).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('shows the spec error with a Retry that asks again', async () => {
    const seen = discovery(5, 503);
    renderBrowser('/search?q=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred while fetching data');
    const before = seen.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
  });
});
