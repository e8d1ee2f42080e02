/**
 * The app's changes over HTTP with the app's own query client: a payment is never sent twice, an
 * enroll or unenroll whose answer was lost is read back before any second attempt, and only a change
 * that is safe to repeat is retried after its request reached the server.
 */
import { QueryClientProvider, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../test/jwt.ts';
import { server } from '../test/server.ts';
import { ORIGIN, testSettings } from '../test/settings.ts';
import { resendActivationMutation } from './account.ts';
import { createApiClient } from './client.ts';
import { enrollMutation, transactionMutation, unenrollMutation } from './enrollments.ts';
import { HttpError, NetworkError } from './errors.ts';
import { createQueryClient } from './queryClient.ts';

const COURSE = 'course-v1:Org+C1+2026';
const CSRF = `${ORIGIN}/csrf/api/v1/token`;
const TRANSACTION = `${ORIGIN}/admin-console/api/create-transaction/`;
const ENROLL = `${ORIGIN}/api/enrollment/v1/enrollment`;
const STATUS = `${ORIGIN}/api/enrollment/v1/enrollment/*`;
const UNENROLL = `${ORIGIN}/admin-console/api/openedx/api/unenroll/`;
const ACTIVATION = `${ORIGIN}/api/send_account_activation_email`;

const signedIn = () =>
  createApiClient(testSettings(), { readCookies: () => `edx-jwt-cookie-header-payload=${jwtCookieValue()}` });

/** Runs a change as a screen does (useMutation, the app's defaults) and gives its outcome. */
async function run<T>(options: UseMutationOptions<T>): Promise<{ data?: T; error?: unknown }> {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMutation(options), { wrapper });
  let outcome: { data?: T; error?: unknown } = {};
  await act(async () => {
    outcome = await result.current.mutateAsync().then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
  });
  return outcome;
}

/** The platform's enrollment of the learner in COURSE, and what was asked of it, in order. */
function platform({ enrolled = false } = {}) {
  const state = { enrolled, asked: [] as string[] };
  const status = () => HttpResponse.json({ is_active: state.enrolled, mode: 'audit' });
  server.use(
    http.get(CSRF, () => HttpResponse.json({ csrfToken: 'token' })),
    http.get(STATUS, () => {
      state.asked.push('read back');
      return status();
    }),
  );
  return state;
}

describe('a payment transaction', () => {
  it('is sent once when its answer is lost, and the loss is reported', async () => {
    const state = platform();
    server.use(
      http.post(TRANSACTION, () => {
        state.asked.push('transaction');
        // The server made the transaction; its answer never reached the browser.
        return HttpResponse.error();
      }),
    );
    const { error } = await run(transactionMutation(signedIn(), COURSE, 'learner'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(state.asked).toEqual(['transaction']);
  });

  it('is sent once when the server fails', async () => {
    const state = platform();
    server.use(
      http.post(TRANSACTION, () => {
        state.asked.push('transaction');
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const { error } = await run(transactionMutation(signedIn(), COURSE, 'learner'));
    expect(error).toBeInstanceOf(HttpError);
    expect(state.asked).toEqual(['transaction']);
  });

  it('is sent when its first attempt never left (the CSRF token was unreachable)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(CSRF, () => HttpResponse.error(), { once: true }),
      http.get(CSRF, () => HttpResponse.json({ csrfToken: 'token' })),
      http.post(TRANSACTION, () => {
        asked.push('transaction');
        return HttpResponse.json({ paymentURL: 'https://pay.example.org/t/1' });
      }),
    );
    const { data } = await run(transactionMutation(signedIn(), COURSE, 'learner'));
    expect(data).toEqual({ paymentURL: 'https://pay.example.org/t/1' });
    expect(asked).toEqual(['transaction']);
  });
});

describe('an enroll', () => {
  it('whose answer was lost but which was made is read back, not sent again', async () => {
    const state = platform();
    server.use(
      http.post(ENROLL, () => {
        state.asked.push('enroll');
        state.enrolled = true;
        return HttpResponse.error();
      }),
    );
    const { data } = await run(enrollMutation(signedIn(), COURSE));
    expect(data).toMatchObject({ is_active: true });
    expect(state.asked).toEqual(['enroll', 'read back']);
  });

  it('whose answer was lost and which was not made is sent once more, after reading back', async () => {
    const state = platform();
    server.use(
      http.post(ENROLL, () => {
        state.asked.push('enroll');
        if (state.asked.length === 1) return HttpResponse.error();
        state.enrolled = true;
        return HttpResponse.json({ is_active: true, mode: 'audit', course_details: { course_id: COURSE } });
      }),
    );
    const { data } = await run(enrollMutation(signedIn(), COURSE));
    expect(data).toMatchObject({ is_active: true });
    expect(state.asked).toEqual(['enroll', 'read back', 'enroll']);
  });

  it('that is refused is neither read back nor sent again', async () => {
    const state = platform();
    server.use(
      http.post(ENROLL, () => {
        state.asked.push('enroll');
        return HttpResponse.json({ error: 'course_full' }, { status: 400 });
      }),
    );
    const { error } = await run(enrollMutation(signedIn(), COURSE));
    expect(error).toMatchObject({ status: 400, code: 'course_full' });
    expect(state.asked).toEqual(['enroll']);
  });
});

describe('an unenroll', () => {
  it('whose answer was lost but which was made is read back, not sent again', async () => {
    const state = platform({ enrolled: true });
    server.use(
      http.post(UNENROLL, () => {
        state.asked.push('unenroll');
        state.enrolled = false;
        return HttpResponse.error();
      }),
    );
    const { error } = await run(unenrollMutation(signedIn(), COURSE));
    expect(error).toBeUndefined();
    expect(state.asked).toEqual(['unenroll', 'read back']);
  });

  it('whose answer was lost and whose read-back failed too is reported, not sent again', async () => {
    const state = platform({ enrolled: true });
    server.use(
      http.post(UNENROLL, () => {
        state.asked.push('unenroll');
        return HttpResponse.error();
      }),
      http.get(STATUS, () => {
        state.asked.push('read back');
        return HttpResponse.error();
      }),
    );
    const { error } = await run(unenrollMutation(signedIn(), COURSE));
    expect(error).toMatchObject({ name: 'NetworkError', endpoint: 'unenroll' });
    expect(state.asked).toEqual(['unenroll', 'read back']);
  });
});

describe('resending the activation e-mail', () => {
  it('is retried once, since repeating it changes nothing', async () => {
    const state = platform();
    server.use(
      http.post(ACTIVATION, () => {
        state.asked.push('send');
        return state.asked.length === 1
          ? HttpResponse.json({}, { status: 503 })
          : new HttpResponse(null, { status: 200 });
      }),
    );
    const { error } = await run(resendActivationMutation(signedIn()));
    expect(error).toBeUndefined();
    expect(state.asked).toEqual(['send', 'send']);
  });
});
