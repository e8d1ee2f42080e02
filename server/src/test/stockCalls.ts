/** Calls to the stock endpoints shaped like a stock front end's (form bodies for the Django views). */
import {
  buildPath,
  CSRF_HEADER,
  openedxEndpoints,
  USE_JWT_COOKIE_HEADER,
  type OpenedxEndpointName,
  type OpenedxEndpoints,
  type PathParams,
} from '@atrium/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { CookieJar, csrfFor } from './harness.ts';

export interface StockCallOptions<N extends OpenedxEndpointName> {
  jar?: CookieJar;
  params?: PathParams<OpenedxEndpoints[N]['path']>;
  query?: Record<string, string | number>;
  /** A form endpoint's fields (repeated keys as lists), or a JSON body. */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Send the CSRF token on unsafe methods (default true). */
  csrf?: boolean;
  /** Send a form endpoint's fields as `multipart/form-data`, as the official front ends do. */
  multipart?: boolean;
}

export async function stockCall<N extends OpenedxEndpointName>(
  app: FastifyInstance,
  name: N,
  options: StockCallOptions<N> = {},
): Promise<LightMyRequestResponse> {
  const endpoint = openedxEndpoints[name];
  const jar = options.jar ?? new CookieJar();
  const path = buildPath(endpoint.path, (options.params ?? {}) as PathParams<OpenedxEndpoints[N]['path']>);
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const headers: Record<string, string> = { [USE_JWT_COOKIE_HEADER]: 'true', accept: 'application/json' };
  if (endpoint.method !== 'GET' && options.csrf !== false) headers[CSRF_HEADER] = await csrfFor(app, jar);
  if (jar.header) headers.cookie = jar.header;
  let payload: string | Buffer | undefined;
  if (options.body !== undefined) {
    const form = 'bodyType' in endpoint && endpoint.bodyType === 'application/x-www-form-urlencoded';
    if (form && options.multipart) {
      const encoded = await multipartBody(options.body);
      headers['content-type'] = encoded.type;
      payload = encoded.body;
    } else {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? formBody(options.body) : JSON.stringify(options.body);
    }
  }
  const response = await app.inject({
    method: endpoint.method,
    url: query ? `${path}?${query}` : path,
    headers: { ...headers, ...options.headers },
    ...(payload !== undefined && { payload }),
  });
  jar.take(response);
  return response;
}

function formBody(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  return form.toString();
}

/** The fields as a browser's `FormData` posts them: multipart, with the boundary in the content type. */
export async function multipartBody(
  fields: Record<string, unknown>,
): Promise<{ type: string; body: Buffer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  const encoded = new Response(form);
  return {
    type: encoded.headers.get('content-type') ?? '',
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** The answer parsed with the stock schema; fails the test unless it is a 200 the schema accepts. */
export function stockParsed<N extends OpenedxEndpointName>(
  name: N,
  response: LightMyRequestResponse,
): z.output<OpenedxEndpoints[N]['response']> {
  expect(response.statusCode, response.body).toBe(200);
  const endpoint = openedxEndpoints[name];
  const text = 'responseType' in endpoint && endpoint.responseType === 'text';
  const raw: unknown = text ? response.body : response.body === '' ? null : response.json();
  const result = endpoint.response.safeParse(raw);
  if (!result.success) throw new Error(`${name}: ${JSON.stringify(result.error.issues).slice(0, 800)}`);
  return result.data as z.output<OpenedxEndpoints[N]['response']>;
}

/** A JSON refusal with this status whose body has exactly these keys. */
export function expectStockError(response: LightMyRequestResponse, status: number, keys: string[]): unknown {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual([...keys].sort());
  return body;
}
