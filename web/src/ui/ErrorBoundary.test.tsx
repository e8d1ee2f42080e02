import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReportUrl } from '../lib/errorReport.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

const SERVICE = 'https://errors.example.com/api/report/';

/** The error service as fetch sees it: the reports it was sent, and `answer` replies. */
function stubErrorService(answer: () => Promise<Response>): { message: string; where: string }[] {
  const reports: { message: string; where: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: { body: string }) => {
      reports.push(JSON.parse(init.body) as { message: string; where: string });
      return answer();
    }),
  );
  return reports;
}

const accepted = () => Promise.resolve(new Response(null, { status: 202 }));

function Broken(): never {
  throw new Error('render failed');
}

/** What the page shows when a render fails under a boundary. */
function renderBroken(): string {
  const { container, unmount } = render(
    <main>
      <h1>Courses</h1>
      <ErrorBoundary fallback={() => <p role="alert">This section could not be shown.</p>}>
        <Broken />
      </ErrorBoundary>
    </main>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setErrorReportUrl(null);
  vi.unstubAllGlobals();
});

describe('ErrorBoundary', () => {
  it('reports the render error it catches', async () => {
    const sent = stubErrorService(accepted);
    setErrorReportUrl(SERVICE);
    renderBroken();
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent[0]).toMatchObject({ message: 'render failed', where: 'render' });
  });

  it('shows the same fallback whether the error service answers, fails or is not configured', async () => {
    const unreported = renderBroken();
    expect(unreported).toContain('This section could not be shown.');

    setErrorReportUrl(SERVICE);
    const working = stubErrorService(accepted);
    expect(renderBroken()).toBe(unreported);
    await vi.waitFor(() => expect(working.length).toBeGreaterThan(0));

    const failing = stubErrorService(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(renderBroken()).toBe(unreported);
    await vi.waitFor(() => expect(failing.length).toBeGreaterThan(0));
  });
});
