import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRoutes } from '../lib/router/index.ts';
import { renderApp } from '../test/render.tsx';
import { FirstPageCodeContext, firstPageCode, type FirstPageCode } from './firstPageCode.ts';
import { Layout } from './Layout.tsx';
import { lazyPage, type PageModule } from './lazyPage.ts';

/** Runs `work` with React on its own scheduler, as in a browser, not queued up for act(). */
async function withoutAct<T>(work: () => Promise<T>): Promise<T> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await work();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** Whether `done` holds within `turns` turns of the event loop (React's scheduler runs a task a turn). */
async function withinTurns(done: () => boolean, turns: number): Promise<boolean> {
  for (let turn = 0; turn < turns && !done(); turn += 1) {
    await new Promise((next) => setImmediate(next));
  }
  return done();
}

function settleLater() {
  let settle: (ok: boolean) => void = () => {};
  const loading = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('chunk gone')));
  });
  return { code: firstPageCode(loading), settle };
}

describe('firstPageCode', () => {
  it.each([
    ['arrives', true],
    ['fails to arrive', false],
  ])('is here once the code %s, and its arrival never rejects', async (_, ok) => {
    const { code, settle } = settleLater();
    expect(code.here).toBe(false);

    settle(ok);

    await expect(code.arrival).resolves.toBeUndefined();
    expect(code.here).toBe(true);
  });
});

describe('the first page in the layout', () => {
  function renderFirstPage(code: FirstPageCode, Page: React.ComponentType) {
    function Routes() {
      return useRoutes([{ element: <Layout />, children: [{ index: true, element: <Page /> }] }]);
    }
    renderApp(
      <FirstPageCodeContext value={code}>
        <Routes />
      </FirstPageCodeContext>,
    );
  }

  it('shows the loading placeholder until its code is here, then the page, not held back by a fallback', async () => {
    let arrive: (module: PageModule<object>) => void = () => {};
    const page = lazyPage<object>(() => new Promise((resolve) => (arrive = resolve)));
    const code = firstPageCode(page.preload());
    renderFirstPage(code, page.Page);

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();

    // React holds a Suspense boundary's content back until 300 ms after it showed the fallback, on a
    // timer of its own; act() skips that hold, so React runs on its own scheduler here. Drawn apart
    // from the boundary, the page is there within a few turns of the event loop, long before any
    // such timer (it takes 4 here; the old layout, placeholder as fallback, had not shown it in 50).
    const shown = await withoutAct(async () => {
      arrive({ default: () => <h1>The page</h1> });
      return withinTurns(() => screen.queryByRole('heading', { name: 'The page' }) !== null, 50);
    });
    expect(shown).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  });

  it("leaves a page whose code failed to arrive to the route's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = lazyPage<object>(() => Promise.reject(new Error('chunk gone')));
    const code = firstPageCode(page.preload());
    renderFirstPage(code, page.Page);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  });
});
