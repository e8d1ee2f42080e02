import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../../lib/router/index.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN } from '../../test/settings.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/useDebouncedValue.ts';
import { testCourse } from '../../test/testCourse.ts';
import { SearchBox } from './SearchBox.tsx';

/** Discovery answering two course hits for any text, recording the texts asked. */
function suggestions() {
  const asked: unknown[] = [];
  server.use(
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })),
    http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, async ({ request }) => {
      asked.push(((await request.json()) as { search_string?: string }).search_string);
      const results = ['Algebra', 'Biology'].map((title) => {
        const course = testCourse({ slug: title.toLowerCase(), title });
        return {
          data: {
            id: course.course_slug,
            content: { display_name: title },
            course_metadata: course,
          },
        };
      });
      return HttpResponse.json({ results, total: results.length });
    }),
  );
  return asked;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderBox() {
  renderApp(
    <>
      <SearchBox placement="header" />
      <Where />
    </>,
  );
  return screen.getByRole('combobox', { name: 'Search courses' });
}

describe('search box', () => {
  it('has the listbox it controls in the page before the suggestions’ code is asked for', () => {
    const box = renderBox();
    const list = screen.getByRole('listbox', { name: 'Suggestions', hidden: true });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(list.childElementCount).toBe(0);
  });

  it('submits, without the app, to the search page with the text as q (a page not yet hydrated)', () => {
    const box = renderBox();
    const form = box.closest('form');
    expect(form).toHaveAttribute('action', '/search');
    expect(form?.getAttribute('method') ?? 'get').toBe('get');
    expect(box).toHaveAttribute('name', 'q');
  });

  it('shows the suggestions once typed, and the arrow keys and Enter open one', async () => {
    const asked = suggestions();
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'bio');

    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Algebra'),
      expect.stringContaining('Biology'),
      'View all result',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('search', { name: 'Search courses' });
    expect(within(form).getByRole('status')).toHaveTextContent('2 suggestions');
    expect(asked).toEqual(['bio']);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/course/biology/'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks no suggestions for the text it opens with until it is used', async () => {
    const asked = suggestions();
    renderApp(<SearchBox placement="page" initialText="data" />);
    const box = screen.getByRole('combobox', { name: 'Search courses' });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 300));
    expect(asked).toEqual([]);
    await userEvent.click(box);
    await waitFor(() => expect(asked).toEqual(['data']));
    expect(await screen.findAllByRole('option', {}, { timeout: 3000 })).toHaveLength(3);
  });

  it('closes the list with Escape and clears the text with a second Escape', async () => {
    suggestions();
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'alg');
    await screen.findAllByRole('option', {}, { timeout: 3000 });

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('alg');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
