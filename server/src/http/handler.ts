/** The typed shape of an endpoint handler, derived from the contract's endpoint table. */
import type { Endpoint, EndpointName, Endpoints } from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { AppContext, Viewer } from './context.ts';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface Call<E extends Endpoint> {
  ctx: AppContext;
  params: Record<string, string>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in user when the request carries a valid JWT. */
  viewer: Viewer | null;
  /** The viewer of a `learner` endpoint (the registration has already answered 401 without one). */
  learner: () => Viewer;
  origin: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the answer as it goes on the wire (the schema's input side). */
export type Handler<E extends Endpoint> = (call: Call<E>) => z.input<E['response']>;
export type Handlers = { [K in EndpointName]: Handler<Endpoints[K]> };
export type HandlerGroup<K extends EndpointName> = { [N in K]: Handler<Endpoints[N]> };
