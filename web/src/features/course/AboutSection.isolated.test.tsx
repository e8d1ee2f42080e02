import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { AboutSection } from './AboutSection.tsx';
import { useAboutText } from './useAboutText.ts';

// The sanitiser's chunk arrives when a test opens the gate, not when the module loader happens to
// finish; each test starts with a sanitiser that has not been loaded.
const sanitiser = vi.hoisted(() => ({
  open: () => {},
  current: null as null | { load: () => Promise<unknown>; loaded: () => unknown },
}));
vi.mock('./lazyAboutHtml.ts', () => ({
  lazyAboutHtml: { load: () => sanitiser.current!.load(), loaded: () => sanitiser.current!.loaded() },
}));

beforeEach(async () => {
  const { lazyModule } = await import('../../lib/lazyModule.ts');
  const opened = new Promise<void>((resolve) => (sanitiser.open = resolve));
  sanitiser.current = lazyModule(() => opened.then(() => import('./aboutHtml.ts')));
});

const HOSTILE =
  '<p>About body</p><img src="x.png" alt="" onerror="window.__atriumXss = true"><script>window.__atriumXss = true</script><a href="javascript:window.__atriumXss=true">click</a>';

const NO_OUTCOMES: string[] = [];

function About({ html = HOSTILE }: { html?: string }) {
  return <AboutSection text={useAboutText(html, NO_OUTCOMES)} video={null} courseName="Course" />;
}

const about = () => <About />;

function expectNothingHostile(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  expect((window as { __atriumXss?: boolean }).__atriumXss).toBeUndefined();
}

describe('the About section and its lazily loaded sanitiser', () => {
  it('holds the text’s place, and shows none of the HTML as it came, until the sanitiser is here', async () => {
    const { container } = renderApp(about());
    const section = screen.getByRole('region', { name: 'About this course' });
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(section).not.toHaveTextContent('About body');
    expect(section).not.toHaveTextContent('click');
    expectNothingHostile(container);

    await act(async () => {
      sanitiser.open();
      await sanitiser.current!.load();
    });
    expect(await screen.findByText('About body')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expectNothingHostile(container);
  });

  it('shows the sanitised text in its first render once the sanitiser has arrived (nothing moves)', async () => {
    sanitiser.open();
    await sanitiser.current!.load();
    const { container } = renderApp(about());
    expect(screen.getByText('About body')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expectNothingHostile(container);
  });
});
