/** What the client lends the stock platform's adapters: its own calls, and requests to stock endpoints. */
import type { Endpoint, EndpointName, MfeConfig, ResponseOf } from '@atrium/contract';
import type { Answer } from '../answer.ts';
import type { AuthenticatedUser } from '../auth.ts';
import type { BaseSettings } from '../../config/baseSettings.ts';
import type { Request } from '../request.ts';

export interface OpenedxPorts {
  readonly settings: Pick<BaseSettings, 'appId' | 'lmsBaseUrl'>;
  /** A call of the main table, made as is (both platforms answer it alike). */
  execute<N extends EndpointName>(name: N, request: Request): Promise<Answer<N>>;
  /**
   * One request to `address` as `spec` describes it (a form body already encoded), on behalf of the
   * feature's call `name`, which names its errors.
   */
  send<S extends Endpoint>(
    name: EndpointName,
    spec: S,
    address: string,
    request: Request,
  ): Promise<ResponseOf<S>>;
  currentUser(): Promise<AuthenticatedUser | null>;
  /** The runtime configuration already in hand (a page rendered on the server brought it), if any. */
  readonly knownRuntime?: MfeConfig;
}

/** Makes one call of the main table out of stock calls, answering the main table's shape. */
export type Adapter<N extends EndpointName> = (request: Request, ports: OpenedxPorts) => Promise<Answer<N>>;

export type AdapterTable = { readonly [N in EndpointName]?: Adapter<N> };
