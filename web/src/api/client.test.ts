import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveBaseSettings } from '../config/baseSettings.ts';
import { jwtCookieValue } from '../test/jwt.ts';
import { server } from '../test/server.ts';
import { createApiClient } from './client.ts';
import { ContractError, HttpError, NetworkError, UnauthenticatedError } from './errors.ts';

const LMS = 'http://lms.test';
const settings = resolveBaseSettings({ LMS_BASE_URL: LMS }, 'http://app.test');
const account = { username: 'learner', email: 'learner@example.com', name: 'Lea', is_active: true };

/**
 * The browser's cookie jar, as far as the client can read it: by default the LMS's sign of a session
 * without a JWT yet, so that the refresh is asked.
 */
const SESSION_SIGN = 'edxloggedin=true';
let cookies = '';
const client = () => createApiClient(settings, { readCookies: () => cookies });
const signIn = (exp = Math.floor(Date.now() / 1000) + 3600) => {
  cookies = `csrftoken=abc; ${SESSION_SIGN}; edx-jwt-cookie-header-payload=${jwtCookieValue({ exp })}`;
};

beforeEach(() => {
  cookies = SESSION_SIGN;
});

describe('public calls', () => {
  it('are sent without credentials or the JWT header, with the query string encoded', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${LMS}/admin-console/api/partner-list/`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ results: [], count: 0, next: null });
      }),
    );
    await client().call('partnerList', {
      query: { name: 'A&B Univ/é ?', popular: true, page: 2, ordering: undefined },
    });
    expect(seen?.url).toBe(
      `${LMS}/admin-console/api/partner-list/?name=A%26B%20Univ%2F%C3%A9%20%3F&popular=true&page=2`,
    );
    expect(seen?.credentials).toBe('omit');
    expect(seen?.headers.get('USE-JWT-COOKIE')).toBeNull();
  });

  it('encode path parameters', async () => {
    server.use(
      http.get(`${LMS}/admin-console/api/custom-pages/:page/`, ({ params }) =>
        HttpResponse.json({ name: String(params.page), content: '' }),
      ),
    );
    expect(await client().call('customPage', { params: { page: 'a b/c' } })).toEqual({
      name: 'a b/c',
      content: '',
    });
  });
});

describe('who is signed in', () => {
  const refreshCounter = () => {
    const counter = { refreshes: 0 };
    server.use(
      http.post(`${LMS}/login_refresh`, () => {
        counter.refreshes += 1;
        return HttpResponse.json({ detail: 'no session' }, { status: 401 });
      }),
    );
    return counter;
  };

  it.each([
    ['no cookie at all', ''],
    ['only the CSRF and language cookies', 'csrftoken=abc; openedx-language-preference=fr'],
    ['a signed-out session sign', 'edxloggedin=false'],
  ])('is nobody, without asking the refresh endpoint, with %s', async (_label, jar) => {
    cookies = jar;
    const counter = refreshCounter();
    await expect(client().currentUser()).resolves.toBeNull();
    expect(counter.refreshes).toBe(0);
  });

  it.each([
    ['the session sign', SESSION_SIGN],
    ['an expired JWT', `edx-jwt-cookie-header-payload=${jwtCookieValue({ exp: 1 })}`],
  ])('is asked of the refresh endpoint with %s', async (_label, jar) => {
    cookies = jar;
    const counter = refreshCounter();
    await expect(client().currentUser()).resolves.toBeNull();
    expect(counter.refreshes).toBe(1);
  });
});

describe('learner calls', () => {
  it('send credentials and USE-JWT-COOKIE when the JWT is valid, without refreshing', async () => {
    signIn();
    let refreshes = 0;
    let seen: Request | undefined;
    server.use(
      http.post(`${LMS}/login_refresh`, () => {
        refreshes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${LMS}/api/user/v1/accounts/:username`, ({ request }) => {
        seen = request;
        return HttpResponse.json(account);
      }),
    );
    const answer = await client().call('userAccount', { params: { username: 'learner' } });
    expect(answer.username).toBe('learner');
    expect(answer.profile_image).toEqual({ has_image: false, image_url_medium: null, image_url_full: null });
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.get('USE-JWT-COOKIE')).toBe('true');
    expect(refreshes).toBe(0);
  });

  describe('refused although the JWT looks valid here (a slow device clock, or expiry in flight)', () => {
    function lms(refreshStatus: 204 | 401, accountStatuses: number[]) {
      const counts = { refreshes: 0, accounts: 0 };
      server.use(
        http.post(`${LMS}/login_refresh`, () => {
          counts.refreshes += 1;
          if (refreshStatus === 204) signIn();
          return new HttpResponse(null, { status: refreshStatus });
        }),
        http.get(`${LMS}/api/user/v1/accounts/:username`, () => {
          const status = accountStatuses[counts.accounts] ?? 200;
          counts.accounts += 1;
          return status === 200
            ? HttpResponse.json(account)
            : HttpResponse.json({ error: 'not_authenticated', message: 'Expired' }, { status });
        }),
      );
      return counts;
    }

    it('renew the token once and ask again', async () => {
      signIn();
      const counts = lms(204, [401, 200]);
      const answer = await client().call('userAccount', { params: { username: 'learner' } });
      expect(answer.username).toBe('learner');
      expect(counts).toEqual({ refreshes: 1, accounts: 2 });
    });

    it('mean a visitor when the renewal is refused', async () => {
      signIn();
      const counts = lms(401, [401]);
      const api = client();
      await expect(api.call('userAccount', { params: { username: 'learner' } })).rejects.toBeInstanceOf(
        UnauthenticatedError,
      );
      expect(counts).toEqual({ refreshes: 1, accounts: 1 });
      expect(api.auth.getUser()).toBeNull();
    });

    it('ask again only once (a second refusal is the answer)', async () => {
      signIn();
      const counts = lms(204, [401, 401, 200]);
      await expect(client().call('userAccount', { params: { username: 'learner' } })).rejects.toMatchObject({
        status: 401,
      });
      expect(counts).toEqual({ refreshes: 1, accounts: 2 });
    });
  });

  it('refresh an expired JWT once for concurrent calls, then carry on', async () => {
    signIn(Math.floor(Date.now() / 1000) - 10);
    let refreshes = 0;
    server.use(
      http.post(`${LMS}/login_refresh`, async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        signIn();
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${LMS}/api/user/v1/accounts/:username`, () => HttpResponse.json(account)),
    );
    const api = client();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.call('userAccount', { params: { username: 'learner' } })),
    );
    expect(answers.map((a) => a.username)).toEqual(['learner', 'learner', 'learner']);
    expect(refreshes).toBe(1);
    expect(api.auth.getUser()?.username).toBe('learner');
  });

  it('refresh again after a settled refresh when the new JWT expires too', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${LMS}/login_refresh`, () => {
        refreshes += 1;
        signIn(Math.floor(Date.now() / 1000) - 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = client();
    await expect(api.currentUser()).resolves.toBeNull();
    await expect(api.currentUser()).resolves.toBeNull();
    expect(refreshes).toBe(2);
  });

  it('mean a visitor when the refresh answers 401: UnauthenticatedError, the learner endpoint never called', async () => {
    let accountCalls = 0;
    server.use(
      http.post(`${LMS}/login_refresh`, () =>
        HttpResponse.json({ error: 'unauthenticated', message: 'no session' }, { status: 401 }),
      ),
      http.get(`${LMS}/api/user/v1/accounts/:username`, () => {
        accountCalls += 1;
        return HttpResponse.json(account);
      }),
    );
    const api = client();
    const error = await api.call('userAccount', { params: { username: 'learner' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error).toMatchObject({ endpoint: 'userAccount' });
    expect(accountCalls).toBe(0);
    expect(api.auth.getUser()).toBeNull();
  });

  it('surface other refresh failures as they are', async () => {
    server.use(http.post(`${LMS}/login_refresh`, () => new HttpResponse('oops', { status: 503 })));
    await expect(client().currentUser()).rejects.toMatchObject({
      name: 'HttpError',
      status: 503,
      endpoint: 'refreshToken',
    });
  });

  it('ignore a JWT cookie whose claims do not match the contract', async () => {
    cookies = `edx-jwt-cookie-header-payload=${jwtCookieValue({ preferred_username: '' })}`;
    server.use(http.post(`${LMS}/login_refresh`, () => new HttpResponse(null, { status: 401 })));
    await expect(client().currentUser()).resolves.toBeNull();
  });
});

/** A CSRF token endpoint answering `token` and counting its fetches, and an unenroll call recording what it got. */
function csrfAndUnenroll(token: string) {
  const state = { tokenFetches: 0, seen: [] as Request[] };
  server.use(
    http.get(`${LMS}/csrf/api/v1/token`, () => {
      state.tokenFetches += 1;
      return HttpResponse.json({ csrfToken: token });
    }),
    http.post(`${LMS}/admin-console/api/openedx/api/unenroll/`, ({ request }) => {
      state.seen.push(request);
      return HttpResponse.json({ course_id: 'c1', is_active: false });
    }),
  );
  return state;
}

describe('unsafe methods', () => {
  it('fetch the CSRF token once, send it as X-CSRFToken, and use merge-patch where the endpoint says so', async () => {
    signIn();
    const state = csrfAndUnenroll('token-1');
    const { seen } = state;
    server.use(
      http.patch(`${LMS}/api/user/v1/preferences/:username`, ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = client();
    const [patched, unenrolled] = await Promise.all([
      api.call('updatePreferences', { params: { username: 'learner' }, body: { 'pref-lang': 'ar' } }),
      api.call('unenroll', { body: { course_id: 'c1' } }),
    ]);
    await api.call('unenroll', { body: { course_id: 'c1' } });

    expect(patched).toBeUndefined();
    expect(unenrolled).toEqual({ course_id: 'c1', is_active: false });
    expect(state.tokenFetches).toBe(1);
    expect(seen.map((r) => r.headers.get('X-CSRFToken'))).toEqual(['token-1', 'token-1', 'token-1']);
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/merge-patch+json');
    expect(await seen[0]?.json()).toEqual({ 'pref-lang': 'ar' });
    expect(seen[1]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('fetch the token again after a failed fetch', async () => {
    signIn();
    let tokenFetches = 0;
    server.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => {
        tokenFetches += 1;
        return tokenFetches === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ csrfToken: 'token-2' });
      }),
      http.post(`${LMS}/api/send_account_activation_email`, () => new HttpResponse('', { status: 200 })),
    );
    const api = client();
    await expect(api.call('sendActivationEmail')).rejects.toBeInstanceOf(HttpError);
    await expect(api.call('sendActivationEmail')).resolves.toBeNull();
    expect(tokenFetches).toBe(2);
  });

  it('can ask for the token ahead of the first unsafe call, which then uses it', async () => {
    signIn();
    const state = csrfAndUnenroll('early-token');
    const api = client();
    api.prepareUnsafeCalls();
    await vi.waitFor(() => expect(state.tokenFetches).toBe(1));
    expect(state.seen).toHaveLength(0);
    await api.call('unenroll', { body: { course_id: 'c1' } });
    expect(state.tokenFetches).toBe(1);
    expect(state.seen[0]?.headers.get('X-CSRFToken')).toBe('early-token');
  });

  it('never send a CSRF token with the refresh (the LMS exempts it)', async () => {
    server.use(
      http.post(`${LMS}/login_refresh`, ({ request }) => {
        expect(request.headers.get('X-CSRFToken')).toBeNull();
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(client().currentUser()).resolves.toBeNull();
  });
});

describe('answers', () => {
  it('become a ContractError naming the failing field when they break the contract', async () => {
    server.use(
      http.get(`${LMS}/admin-console/api/pre-req-status/:slug/`, () =>
        HttpResponse.json({ fulfilled: 'yes' }),
      ),
    );
    signIn();
    const error = await client()
      .call('prereqStatus', { params: { course_slug: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ endpoint: 'prereqStatus', path: 'fulfilled' });
  });

  it('become a ContractError when the body is not JSON', async () => {
    server.use(
      http.get(
        `${LMS}/admin-console/api/instance-config/`,
        () => new HttpResponse('<html>', { status: 200 }),
      ),
    );
    await expect(client().call('instanceConfig')).rejects.toMatchObject({ name: 'ContractError', path: '' });
  });

  it('become an HttpError with status, endpoint and the server’s error code', async () => {
    server.use(
      http.get(`${LMS}/admin-console/api/custom-pages/:page/`, () =>
        HttpResponse.json({ error: 'not_found', message: 'No such page' }, { status: 404 }),
      ),
    );
    const error = await client()
      .call('customPage', { params: { page: 'nope' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, endpoint: 'customPage', code: 'not_found' });
  });

  it('turn an empty body into null before validation', async () => {
    signIn();
    server.use(
      http.get(`${LMS}/api/enrollment/v1/enrollment/:id`, () => new HttpResponse('', { status: 200 })),
    );
    await expect(
      client().call('enrollmentStatus', { params: { course_id: 'course-v1:X+Y+Z' } }),
    ).resolves.toEqual({
      is_active: false,
      mode: '',
    });
  });

  it('keep the good items of a list and drop the bad ones', async () => {
    server.use(
      http.get(`${LMS}/admin-console/api/active-langs/`, () =>
        HttpResponse.json(
          JSON.stringify([{ code: 'en', name: 'English' }, { code: '' }, { code: 'ar', name: 'العربية' }]),
        ),
      ),
    );
    await expect(client().call('activeLanguages')).resolves.toEqual([
      { code: 'en', name: 'English' },
      { code: 'ar', name: 'العربية' },
    ]);
  });

  it('become a NetworkError when nothing answers', async () => {
    server.use(http.get(`${LMS}/admin-console/api/instance-config/`, () => HttpResponse.error()));
    await expect(client().call('instanceConfig')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('calls that hang', () => {
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      const signal = init?.signal;
      // As fetch does: an aborted signal rejects at once, a later abort when it comes.
      if (signal?.aborted) reject(signal.reason as Error);
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
    });

  it('become a NetworkError once the deadline passes', async () => {
    const slow = createApiClient(settings, { fetch: hanging, timeoutMs: 20 });
    await expect(slow.call('instanceConfig')).rejects.toBeInstanceOf(NetworkError);
  });

  it('stay an abort when the caller gives up first', async () => {
    const slow = createApiClient(settings, { fetch: hanging, timeoutMs: 60_000 });
    const controller = new AbortController();
    const call = slow.call('instanceConfig', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('become a NetworkError when the body stops arriving', async () => {
    const stalledBody: typeof fetch = (_input, init) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"platform_name":'));
              init?.signal?.addEventListener('abort', () =>
                controller.error(new TypeError('stream aborted')),
              );
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    const slow = createApiClient(settings, { fetch: stalledBody, timeoutMs: 20 });
    await expect(slow.call('instanceConfig')).rejects.toBeInstanceOf(NetworkError);
  });
});
