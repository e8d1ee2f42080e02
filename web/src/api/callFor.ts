/**
 * The query function that asks one endpoint with the query's abort signal, so a query that is no
 * longer wanted (left page, newer key) stops its request; `callWhen` asks nothing (skipToken) while
 * its options are null, because what the call needs is not known yet.
 */
import { skipToken } from '@tanstack/react-query';
import type { EndpointName } from '@atrium/contract';
import type { Answer } from './answer.ts';
import type { ApiClient, CallArgs } from './client.ts';

type QueryFn<N extends EndpointName> = (context: { signal: AbortSignal }) => Promise<Answer<N>>;

export function callFor<N extends EndpointName>(
  client: ApiClient,
  name: N,
  ...[options]: CallArgs<N>
): QueryFn<N> {
  return ({ signal }) => client.call(name, ...([{ ...options, signal }] as unknown as CallArgs<N>));
}

export function callWhen<N extends EndpointName>(
  client: ApiClient,
  name: N,
  options: CallArgs<N>[0] | null,
): QueryFn<N> | typeof skipToken {
  return options === null ? skipToken : callFor(client, name, ...([options] as CallArgs<N>));
}
