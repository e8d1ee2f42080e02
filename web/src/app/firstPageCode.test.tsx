import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRoutes } from '../lib/router/index.ts';
import { renderApp } from '../test/render.tsx';
import { FirstPageCodeContext, firstPageCode, type FirstPageCode } from './firstPageCode.ts';
import { Layout } from './Layout.tsx';
import { lazyPage, type PageModule } from './lazyPage.ts';

/** How long React holds back a Suspense boundary's content after showing its fallback. */
const REVEAL_THROTTLE_MS = 300;

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

    const arrivedAt = performance.now();
    arrive({ default: () => <h1>The page</h1> });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();

    // Drawn as the route's Suspense fallback, the placeholder kept the page out until 300 ms after it
    // was shown (about 240 ms after the code arrived, here); drawn apart, the page comes at once.
    expect(performance.now() - arrivedAt).toBeLessThan(REVEAL_THROTTLE_MS / 2);
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
