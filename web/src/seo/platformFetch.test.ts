import { describe, expect, it } from 'vitest';
import { platformFetch } from './platformFetch.ts';

/** A network that records what it was sent and answers each address with the `Set-Cookie` lines given. */
function network(setCookies: Record<string, string[]> = {}) {
  const sent: { url: string; method: string; cookie: string | null; origin: string | null }[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      cookie: request.headers.get('Cookie'),
      origin: request.headers.get('Origin'),
    });
    const headers = new Headers();
    for (const line of setCookies[request.url] ?? []) headers.append('Set-Cookie', line);
    return Promise.resolve(new Response('{}', { headers }));
  };
  return { sent, fetchFn };
}

const LMS = 'https://lms.example.org';
const TOKEN = `${LMS}/csrf/api/v1/token`;
const SEARCH = `${LMS}/search/course_discovery/`;

describe('platformFetch', () => {
  it("sends the platform's CSRF cookie back to the origin that set it, and no other cookie", async () => {
    const { sent, fetchFn } = network({
      [TOKEN]: ['csrftoken=abc; Path=/; SameSite=Lax', 'sessionid=secret; HttpOnly', 'edxloggedin=true'],
    });
    const fetched = platformFetch({ origin: 'https://atrium.example', fetch: fetchFn });
    await fetched(TOKEN);
    await fetched(SEARCH, { method: 'POST', body: 'page_size=100' });
    await fetched('https://other.example.org/search/course_discovery/', { method: 'POST' });
    expect(sent.map(({ cookie }) => cookie)).toEqual([null, 'csrftoken=abc', null]);
  });

  it('names Atrium as the origin of an unsafe request only, unless the caller did', async () => {
    const { sent, fetchFn } = network();
    const fetched = platformFetch({ origin: 'https://atrium.example', fetch: fetchFn });
    await fetched(TOKEN);
    await fetched(SEARCH, { method: 'POST' });
    await fetched(SEARCH, { method: 'POST', headers: { Origin: 'https://elsewhere.example' } });
    expect(sent.map(({ method, origin }) => [method, origin])).toEqual([
      ['GET', null],
      ['POST', 'https://atrium.example'],
      ['POST', 'https://elsewhere.example'],
    ]);
  });

  it.each([
    ['Max-Age=0', 'csrftoken=gone; Max-Age=0'],
    ['an empty value', 'csrftoken=; Path=/'],
    ['a past expiry', 'csrftoken=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT'],
  ])('forgets the cookie when the platform removes it (%s)', async (_, removal) => {
    const { sent, fetchFn } = network({ [TOKEN]: ['csrftoken=abc'], [`${TOKEN}?again`]: [removal] });
    const fetched = platformFetch({ origin: 'https://atrium.example', fetch: fetchFn });
    await fetched(TOKEN);
    await fetched(`${TOKEN}?again`);
    await fetched(SEARCH, { method: 'POST' });
    expect(sent.at(-1)?.cookie).toBeNull();
  });

  it('takes the newest value of the cookie', async () => {
    const { sent, fetchFn } = network({ [TOKEN]: ['csrftoken=abc'], [`${TOKEN}?again`]: ['csrftoken=def'] });
    const fetched = platformFetch({ origin: 'https://atrium.example', fetch: fetchFn });
    await fetched(TOKEN);
    await fetched(`${TOKEN}?again`);
    await fetched(SEARCH, { method: 'POST' });
    expect(sent.at(-1)?.cookie).toBe('csrftoken=def');
  });
});
