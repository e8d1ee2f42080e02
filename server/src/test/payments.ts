/** A payment as the course page starts it, for the tests of the payment stand-in. */
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentOutcome } from '../pages/paymentState.ts';
import {
  fixtureCourse,
  parsed,
  postForm,
  requestTransaction,
  type CookieJar,
  type TestServer,
} from './harness.ts';

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
