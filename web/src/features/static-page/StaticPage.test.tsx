import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';
import { leavePage } from './leavePage.ts';

const pageUrl = `${ORIGIN}/admin-console/api/custom-pages/:page/`;

describe('static page', () => {
  it('shows Loading... while fetching, then the title and sanitised content', async () => {
    server.use(
      http.get(pageUrl, async ({ params }) => {
        await delay(30);
        return HttpResponse.json({
          name: `About ${String(params.page)}`,
          content:
            '<p>sanitiser check</p><script>window.__atriumXss = true</script><img src="x.png" alt="" onerror="window.__atriumXss = true"><a href="javascript:window.__atriumXss=true">click</a><a href="/staticpages/tos">terms</a>',
        });
      }),
    );
    const { container } = renderApp(undefined, { path: '/staticpages/about' });

    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 1, name: 'About about' })).toBeInTheDocument();
    expect(screen.getByText('sanitiser check')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/staticpages/tos');
    expect((window as { __atriumXss?: boolean }).__atriumXss).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('About about | Atrium Academy'));
  });

  it('says Error occured while fetching data when the page cannot be fetched', async () => {
    server.use(
      http.get(pageUrl, () => HttpResponse.json({ error: 'not_found', message: 'No page' }, { status: 404 })),
    );
    renderApp(undefined, { path: '/staticpages/missing' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occured while fetching data');
  });

  it.each([
    ['nothing survives sanitising', '<script>alert(1)</script>'],
    ['what survives shows nothing', '<details open ontoggle="alert(1)"></details><p> </p>'],
  ])('says the same when the page has no title and %s', async (_, content) => {
    server.use(http.get(pageUrl, () => HttpResponse.json({ name: ' ', content })));
    renderApp(undefined, { path: '/staticpages/empty' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occured while fetching data');
  });

  it('says the same when the answer breaks the contract', async () => {
    server.use(http.get(pageUrl, () => HttpResponse.json({ name: 42 })));
    renderApp(undefined, { path: '/staticpages/broken' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occured while fetching data');
  });

  describe('on a stock platform', () => {
    const stock = () =>
      testSettings({}, { PLATFORM_API: 'openedx', LMS_BASE_URL: 'https://lms.example.org' });

    it('hands the visitor to the LMS’s own page, asking the admin console nothing', async () => {
      const left = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
      let asked = 0;
      server.use(
        http.get(pageUrl, () => {
          asked += 1;
          return HttpResponse.json({ name: 'x', content: '' });
        }),
      );
      renderApp(undefined, { path: '/staticpages/tos', settings: stock() });
      await waitFor(() => expect(left).toHaveBeenCalledWith('https://lms.example.org/tos'));
      expect(left).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
      expect(asked).toBe(0);
      left.mockRestore();
    });

    it('shows the not-found page for a page the LMS does not have', async () => {
      const left = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
      renderApp(undefined, { path: '/staticpages/faq', settings: stock() });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' }),
      ).toBeInTheDocument();
      expect(left).not.toHaveBeenCalled();
      left.mockRestore();
    });
  });
});
