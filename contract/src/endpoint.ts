/** What an endpoint is, and how its path template becomes a URL path. */
import * as z from 'zod/mini';
import type { Extension } from './extensions.ts';

/**
 * Who may call an endpoint and how:
 * - `public`: sent without credentials;
 * - `session`: sent with cookies and `USE-JWT-COOKIE` when signed in, but answered for visitors too;
 * - `learner`: needs a signed-in learner (401 otherwise).
 */
export type Access = 'public' | 'session' | 'learner';
export type Method = 'GET' | 'POST' | 'PATCH';
/** Content types a body may be sent as, when not `application/json`. */
export type BodyType = 'application/merge-patch+json' | 'application/x-www-form-urlencoded';

export interface Endpoint<
  Path extends string = string,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  method: Method;
  /** Template relative to the LMS, with `{name}` placeholders. */
  path: Path;
  access: Access;
  query: Query;
  body: Body;
  /** Content type of the body, when not `application/json`. */
  bodyType?: BodyType;
  /** `text`: the answer is plain text (or empty), not JSON. */
  responseType?: 'text';
  response: Response;
  /** 204 answers have no body. */
  status: 200 | 204;
  /** Set when the endpoint is an Atrium extension: a platform without it answers 404. */
  extension?: Extension;
}

/** The answer of a call that returns nothing worth reading (204, or a body the client ignores). */
export const nothing = z.nullish(z.unknown());

export function endpoint<
  Path extends string,
  Response extends z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = undefined,
  Body extends z.ZodMiniType | undefined = undefined,
>(spec: {
  method: Method;
  path: Path;
  access: Access;
  response: Response;
  query?: Query;
  body?: Body;
  bodyType?: BodyType;
  responseType?: 'text';
  status?: 200 | 204;
  extension?: Extension;
}): Endpoint<Path, Query, Body, Response> {
  return {
    ...spec,
    query: spec.query as Query,
    body: spec.body as Body,
    status: spec.status ?? 200,
  };
}

/** The `{name}` placeholders of a path template, as an object type. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- no placeholders, no parameters
    Record<never, never>;

const placeholder = /\{([a-z_]+)\}/g;

/** Fills a path template; every value is URL-encoded. */
export function buildPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string>;
  return path.replace(placeholder, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The same template in the `:name` form that HTTP routers use. */
export function routerPath(path: string): string {
  return path.replace(placeholder, ':$1');
}

export type QueryInput<E extends Endpoint> = E['query'] extends z.ZodMiniType
  ? z.input<E['query']>
  : undefined;
export type BodyInput<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : undefined;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
