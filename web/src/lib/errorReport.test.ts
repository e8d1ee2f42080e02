import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError, setErrorReportUrl } from './errorReport.ts';
import { errorReport, type ErrorReport } from './sendErrorReport.ts';

const SERVICE = 'https://errors.example.com/api/report/';

interface SentReport {
  url: string;
  init: RequestInit & { body: string };
  report: ErrorReport;
}

const accepted = () => Promise.resolve(new Response(null, { status: 202 }));

/** The error service as fetch sees it: every request is kept, `answer` replies. */
function stubErrorService(answer: () => Promise<Response>): SentReport[] {
  const sent: SentReport[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit & { body: string }) => {
      sent.push({ url, init, report: JSON.parse(init.body) as ErrorReport });
      return answer();
    }),
  );
  return sent;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setErrorReportUrl(null);
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('reportError', () => {
  it('POSTs the message, stack, place, page and version, and no cookie, token or query', async () => {
    const sent = stubErrorService(accepted);
    document.cookie = 'edx-jwt-cookie-header-payload=header.secret-claims; path=/';
    window.history.replaceState(null, '', '/course/python/?token=query-secret#fragment');
    setErrorReportUrl(SERVICE);

    reportError(new Error('the catalogue broke'), 'start-up');

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe(SERVICE);
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(sent[0]?.report).toEqual({
      message: 'the catalogue broke',
      stack: expect.stringContaining('the catalogue broke') as string,
      where: 'start-up',
      page: `${window.location.origin}/course/python/`,
      version: '0.0.0-test',
    });
    expect(sent[0]?.init.body).not.toMatch(/secret|fragment/);
    expect(sent[0]?.init.headers).toBeUndefined();
  });

  it('sends nothing while no ERROR_REPORT_URL is configured', async () => {
    const sent = stubErrorService(accepted);
    setErrorReportUrl(SERVICE);
    reportError(new Error('first'), 'render');
    setErrorReportUrl(null);
    reportError(new Error('not configured'), 'render');
    setErrorReportUrl(SERVICE);
    reportError(new Error('third'), 'render');

    // Reports leave in order: once the third has gone, the second would have gone before it.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ report }) => report.message)).toEqual(['first', 'third']);
  });

  it('never throws, whether the service fails or fetch itself throws', async () => {
    const failing = stubErrorService(() => Promise.reject(new TypeError('Failed to fetch')));
    setErrorReportUrl(SERVICE);
    expect(() => reportError(new Error('unreachable service'), 'render')).not.toThrow();
    await vi.waitFor(() => expect(failing).toHaveLength(1));

    const throwing = vi.fn(() => {
      throw new TypeError('fetch is broken');
    });
    vi.stubGlobal('fetch', throwing);
    expect(() => reportError(new Error('broken fetch'), 'render')).not.toThrow();
    await vi.waitFor(() => expect(throwing).toHaveBeenCalled());
  });
});

describe('errorReport', () => {
  const page = new URL('https://atrium.example.com/search?q=private#top') as unknown as Location;

  it('reports anything thrown, not only errors', () => {
    expect(errorReport('plain text', 'render', page)).toEqual({
      message: 'plain text',
      stack: null,
      where: 'render',
      page: 'https://atrium.example.com/search',
      version: '0.0.0-test',
    });
    expect(errorReport(42, 'start-up', page).message).toBe('42');
  });

  it('cuts a long message and stack', () => {
    const error = new Error('x'.repeat(10_000));
    error.stack = 'y'.repeat(10_000);
    const report = errorReport(error, 'render', page);
    expect(report.message).toHaveLength(4000);
    expect(report.stack).toHaveLength(4000);
  });
});
