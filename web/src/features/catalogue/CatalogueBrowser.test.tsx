import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from '../../lib/router/index.ts';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN } from '../../test/settings.ts';
import { testCourse } from '../../test/testCourse.ts';
import { CatalogueBrowser } from './CatalogueBrowser.tsx';

interface Seen {
  query: Record<string, string>;
  body: unknown;
}

/** The discovery endpoint answering `total` hits, recording every request it gets. */
function discovery(total: number, status = 200) {
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
      return HttpResponse.json({ results, total });
    }),
  );
  return seen;
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderBrowser(path: string) {
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
    { path },
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
