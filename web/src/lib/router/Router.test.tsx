import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Navigate, NavLink, isActivePath } from './Link.tsx';
import {
  BrowserRouter,
  Outlet,
  useHref,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './Router.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Course() {
  return <h1>course {useParams().slug}</h1>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((p) => (p.set('page', '2'), p), { replace: true })}>
      q={params.get('q')} page={params.get('page') ?? '1'}
    </button>
  );
}

function Home() {
  return <p>{useHref('/course/x/')}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <nav>
          <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
            home
          </NavLink>
          <Link to="/course/data/">data</Link>
          <Link to="/search?q=x">search</Link>
        </nav>
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <Home /> },
      { path: 'course/:slug', element: <Course /> },
      { path: 'search', element: <Search /> },
      { path: 'old', element: <Navigate to="/course/moved/" replace /> },
    ],
  },
];

function App() {
  return useRoutes(routes);
}

function renderAt(url: string, basename = '/') {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the router in a browser', () => {
  it('navigates on a plain click, keeps the public path, and follows Back and Forward', async () => {
    renderAt('/atrium/', '/atrium');
    expect(screen.getByText('/atrium/course/x/')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/atrium');

    await userEvent.click(screen.getByRole('link', { name: 'data' }));
    expect(await screen.findByRole('heading', { name: 'course data' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/atrium/course/data/');
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'home' })).toHaveClass('off');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'course data' })).toBeInTheDocument();
  });

  it('leaves a modified click, another button or another target to the browser', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'data' });
    // fireEvent answers false when a handler called preventDefault, i.e. the router took the click.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(fireEvent.click(link)).toBe(false);
  });

  it('reads and writes search parameters, replacing the entry when asked', async () => {
    renderAt('/search?q=x');
    const length = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'q=x page=1' }));
    expect(await screen.findByRole('button', { name: 'q=x page=2' })).toBeInTheDocument();
    expect(window.location.search).toBe('?q=x&page=2');
    expect(window.history.length).toBe(length);
  });

  it('adds no history entry for a link to the page on screen', async () => {
    renderAt('/course/data/');
    const length = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'data' }));
    expect(window.location.pathname).toBe('/course/data/');
    expect(window.history.length).toBe(length);
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(window.history.length).toBe(length + 1);
  });

  it('redirects with <Navigate>', async () => {
    renderAt('/old');
    expect(await screen.findByRole('heading', { name: 'course moved' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/course/moved/');
  });
});

describe('isActivePath', () => {
  it.each([
    ['/overview', '/overview', true, true],
    ['/overview', '/overview/', true, true],
    ['/overview', '/overview/x', true, false],
    ['/overview', '/overview/x', false, true],
    ['/overview', '/overviews', false, false],
    ['/', '/', true, true],
    ['/', '/course/x', true, false],
    ['/Discover', '/discover', true, true],
  ])('%s at %s (end %s) is %s', (to, current, end, expected) => {
    expect(isActivePath(to, current, end)).toBe(expected);
  });
});
