/** Payments as the course page starts them, for the tests of the payment stand-in. */
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentOutcome } from '../pages/paymentState.ts';
import { call, fixtureCourse, parsed, postForm, type CookieJar, type TestServer } from './harness.ts';

/** The jar's user asks to start paying for a named seed course on behalf of `username`, as the course page does. */
export function requestTransaction(
  server: Pick<TestServer, 'app' | 'db'>,
  jar: CookieJar,
  username: string,
  key: string,
): Promise<LightMyRequestResponse> {
  const courseKey = fixtureCourse(server.db, key).courseKey;
  return call(server.app, 'createTransaction', { jar, body: { course_id: courseKey, username } });
}

/**
 * `username` (signed in with `jar`) starts paying for a named seed course: the transaction is created,
 * its payment page opened, and `submit` posts that page's form with an outcome.
 */
export async function startPayment(server: TestServer, jar: CookieJar, username: string, key: string) {
  const course = fixtureCourse(server.db, key);
  const { paymentURL } = parsed('createTransaction', await requestTransaction(server, jar, username, key));
  const path = new URL(paymentURL).pathname;
  const page = await server.app.inject({ url: path, headers: { cookie: jar.header } });
  jar.take(page);
  const csrfToken = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const submit = (outcome: PaymentOutcome): Promise<LightMyRequestResponse> =>
    postForm(server.app, `${path}/${outcome}`, jar, {}, { csrfToken });
  return { course, path, page, submit };
}
