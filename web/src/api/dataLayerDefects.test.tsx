/**
 * The two defects of the app's former own query cache (issue 32), held against the data layer: an
 * answer that lands between a component's render and its subscription is shown, and a mutation whose
 * `onSuccess` throws never sends its request again.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider, useQueries, useQueryClient, useMutation } from '@tanstack/react-query';
import { jwtCookieValue } from '../test/jwt.ts';
import { server } from '../test/server.ts';
import { ORIGIN, testSettings } from '../test/settings.ts';
import type { Answer } from './answer.ts';
import { subjectsQuery } from './catalogue.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { createQueryClient } from './queryClient.ts';

const neverCalled = {
  call: () => Promise.reject(new Error('no request expected')),
} as unknown as ApiClient;

describe('useQueries', () => {
  const secondPage = subjectsQuery(neverCalled, { page_size: 25, page: 2 });
  const answer = { count: 30, next: null, previous: null, results: [] } as unknown as Answer<'subjectList'>;

  /** Puts the answer in the cache from its effect, which React runs before its parent's. */
  function AnswerLands() {
    const queryClient = useQueryClient();
    useEffect(() => {
      queryClient.setQueryData(secondPage.queryKey, answer);
    }, [queryClient]);
    return null;
  }

  /** As the header's subjects menu watches its pages before it may ask for them. */
  function SecondPage({ children }: { children: ReactNode }) {
    const [page] = useQueries({ queries: [{ ...secondPage, enabled: false }] });
    return (
      <>
        <p>{page.data ? `count ${page.data.count}` : 'loading'}</p>
        {children}
      </>
    );
  }

  it('shows an answer that lands between its render and its subscription', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SecondPage>
          <AnswerLands />
        </SecondPage>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('count 30')).toBeInTheDocument();
  });
});

describe('useMutation', () => {
  const ENROLL = `${ORIGIN}/api/enrollment/v1/enrollment`;

  function signedIn() {
    server.use(http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })));
    return createApiClient(testSettings(), {
      readCookies: () => `edx-jwt-cookie-header-payload=${jwtCookieValue()}`,
    });
  }

  it('never sends the request again when onSuccess throws', async () => {
    let posts = 0;
    server.use(
      http.post(ENROLL, () => {
        posts += 1;
        return HttpResponse.json({ is_active: true, mode: 'audit' });
      }),
    );
    const client = signedIn();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const thrown = new Error('a screen failed to show the success');
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () =>
            client.call('enroll', { body: { course_details: { course_id: 'course-v1:A+B+C' } } }),
          onSuccess: () => {
            throw thrown;
          },
        }),
      { wrapper },
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.mutateAsync().catch((error: unknown) => error);
    });
    expect(outcome).toBe(thrown);
    expect(posts).toBe(1);
  });
});
