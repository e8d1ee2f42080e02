/**
 * The stock platform's adapter table (loaded only when `PLATFORM_API` is `openedx`): which calls of
 * the main table a stock LMS answers as they are, which are made of its own endpoints, and, by
 * omission, which it cannot answer at all.
 */
import {
  openedxEndpoints,
  type EndpointName,
  type OpenedxEndpointName,
  type OpenedxEndpoints,
  type ResponseOf,
} from '@atrium/contract';
import type { Answer } from '../answer.ts';
import { NotOnPlatformError } from './notOnPlatform.ts';
import type { Request } from '../request.ts';
import type { Adapter, AdapterTable, OpenedxPorts } from './ports.ts';
import { courseAdapters } from './course.ts';
import { dashboardAdapters } from './dashboard.ts';
import { discoveryAdapters } from './discovery.ts';
import { footerAdapters } from './footer.ts';
import { outlineAdapters } from './outline.ts';
import { partnerAdapters } from './partners.ts';
import { prerequisiteAdapters } from './prerequisiteStatus.ts';
import { startAdapters } from './start.ts';
import { stockCall } from './stockCall.ts';

/**
 * Stock endpoints of the main table: every Open edX LMS answers them the same way. The runtime
 * configuration is one too, but goes through its adapter (start.ts), which asks it once per client.
 */
export const SHARED_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'csrfToken',
  'refreshToken',
  'userAccount',
  'updatePreferences',
  'sendActivationEmail',
]);

export const adapters: AdapterTable = {
  ...startAdapters,
  ...discoveryAdapters,
  ...courseAdapters,
  ...dashboardAdapters,
  ...footerAdapters,
  ...outlineAdapters,
  ...partnerAdapters,
  ...prerequisiteAdapters,
};

export function routeOpenedx<N extends EndpointName>(
  name: N,
  request: Request,
  ports: OpenedxPorts,
): Promise<Answer<N>> {
  if (SHARED_CALLS.has(name)) return ports.execute(name, request);
  const adapter: Adapter<N> | undefined = adapters[name];
  if (!adapter) return Promise.reject(new NotOnPlatformError(name));
  return adapter(request, ports);
}

/**
 * One request to an endpoint of the stock table for a list no call of the main table maps onto
 * (the client's `callStock`), on behalf of the main table's call `name`.
 */
export function callStockEndpoint<S extends OpenedxEndpointName>(
  name: EndpointName,
  stock: S,
  request: Request,
  ports: OpenedxPorts,
): Promise<ResponseOf<OpenedxEndpoints[S]>> {
  return stockCall(ports, name, openedxEndpoints[stock], request);
}
