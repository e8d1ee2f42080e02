import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  BrowserRouter,
  Link,
  Outlet,
  useNavigate,
  useRoutes,
  type RouteObject,
} from '../../lib/router/index.ts';
import { PLACES_KEY } from './placeMemory.ts';
import { RestorePlace } from './RestorePlace.tsx';

function List() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Results</h1>
      {[1, 2, 3].map((n) => (
        <p key={n}>
          <Link to={`/course/c${n}/`}>course {n}</Link> <Link to="/partners/mit">MIT</Link>
        </p>
      ))}
      <button type="button" onClick={() => navigate('/course/c1/')}>
        open by script
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <RestorePlace />
        <main>
          <Outlet />
        </main>
      </>
    ),
    children: [
      { path: 'search', element: <List /> },
      { path: 'course/:slug', element: <h1>A course</h1> },
      { path: 'partners/:id', element: <h1>A partner</h1> },
    ],
  },
];

function App() {
  return useRoutes(routes);
}

/** jsdom lays nothing out: the scroll offset and the document's height are set by hand. */
function pageIs({ scrollY, height }: { scrollY?: number; height?: number }) {
  if (scrollY !== undefined) Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  if (height !== undefined) {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
  }
}

let scrollTo: MockInstance<typeof window.scrollTo>;

async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/search');
  pageIs({ scrollY: 0, height: 5000 });
  render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
  // The test setup's stand-in, with the first page's own call to it forgotten.
  scrollTo = vi.spyOn(window, 'scrollTo');
  scrollTo.mockClear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  pageIs({ scrollY: 0, height: 0 });
});

describe('RestorePlace', () => {
  it('turns off the browser’s own restoration', () => {
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('starts a new page at the top, and Back returns to the place and the link left by', async () => {
    pageIs({ scrollY: 1200 });
    // The second of three links to the same partner; a plain click, which does not focus it in Safari.
    fireEvent.click(screen.getAllByRole('link', { name: 'MIT' })[1]!);
    expect(await screen.findByRole('heading', { name: 'A partner' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(JSON.parse(sessionStorage.getItem(PLACES_KEY) ?? '[]')).toContainEqual([
      expect.any(String),
      { y: 1200, link: { href: '/partners/mit', index: 1 } },
    ]);

    pageIs({ scrollY: 0 });
    await back();
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(document.activeElement).toBe(screen.getAllByRole('link', { name: 'MIT' })[1]);
  });

  it('waits until the page is tall enough, then moves once', async () => {
    pageIs({ scrollY: 1500 });
    screen.getByRole('link', { name: 'course 3' }).focus();
    fireEvent.click(screen.getByRole('link', { name: 'course 3' }));
    await screen.findByRole('heading', { name: 'A course' });

    // Back before the list has its height: nothing moves yet.
    pageIs({ scrollY: 0, height: 900 });
    scrollTo.mockClear();
    await back();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);

    pageIs({ height: 5000 });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1500));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'course 3' }));
  });

  it('lets the learner win: scrolling while it waits cancels the return', async () => {
    pageIs({ scrollY: 1500 });
    fireEvent.click(screen.getByRole('link', { name: 'course 2' }));
    await screen.findByRole('heading', { name: 'A course' });
    pageIs({ scrollY: 0, height: 900 });
    scrollTo.mockClear();
    await back();
    fireEvent.wheel(window);
    pageIs({ height: 5000 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('focuses the main heading when no link was left by, and lets it go on blur', async () => {
    pageIs({ scrollY: 300 });
    fireEvent.click(screen.getByRole('button', { name: 'open by script' }));
    await screen.findByRole('heading', { name: 'A course' });
    await back();
    const heading = await screen.findByRole('heading', { name: 'Results' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    act(() => heading.blur());
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('leaves a same-page entry with nothing remembered alone (a fragment link’s), giving it a key', async () => {
    pageIs({ scrollY: 800 });
    // What the browser does for a link to a fragment: a new entry without state, then popstate.
    act(() => {
      window.history.pushState(null, '', '/search?page=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(window.history.state).toHaveProperty('key'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
