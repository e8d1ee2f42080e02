import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PagePrefetchContext } from '../common/page/pagePrefetch.ts';
import { lazyPage, type PageModule } from './lazyPage.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (children: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;

describe('lazyPage', () => {
  it('shows a page whose chunk is already here in the first render, not the fallback first', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Greeting }));
    await page.preload();

    render(inSuspense(<page.Page name="Ada" />));

    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('shows the fallback until a chunk still on its way arrives, loading it once', async () => {
    let arrive: (module: PageModule<{ name: string }>) => void = () => {};
    const load = vi.fn(() => new Promise<PageModule<{ name: string }>>((resolve) => (arrive = resolve)));
    const page = lazyPage(load);
    void page.preload();

    render(inSuspense(<page.Page name="Ada" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive({ default: Greeting });

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("starts the page's own first calls, with the route's props, once its chunk is here", async () => {
    const prefetch = vi.fn();
    const page = lazyPage(() => Promise.resolve({ default: Greeting, prefetch }));
    const context = { search: '?q=x' } as unknown as PagePrefetchContext;

    page.prefetch(context, { name: 'Ada' });
    expect(prefetch).not.toHaveBeenCalled();
    await page.preload();

    expect(prefetch).toHaveBeenCalledExactlyOnceWith(context, { name: 'Ada' });
  });

  it('starts nothing for a page without first calls, or whose chunk fails to load', async () => {
    const failing = lazyPage<object>(() => Promise.reject(new Error('chunk gone')));
    const plain = lazyPage(() => Promise.resolve({ default: Greeting }));
    const context = {} as PagePrefetchContext;

    expect(() => failing.prefetch(context, {})).not.toThrow();
    expect(() => plain.prefetch(context, { name: 'Ada' })).not.toThrow();
    await expect(failing.preload()).rejects.toThrow('chunk gone');
    await plain.preload();
  });
});
