/** A call a stock LMS has no source for. */
import type { EndpointName } from '@atrium/contract';
import { ContractError } from '../errors.ts';

/**
 * The platform's API has no source for this call (a stock LMS has no partners, subjects…): nothing
 * was sent. A contract error, so nothing retries it. Features hide what depends on it
 * (config/capabilities.ts); this only guards a slip, in the chunk of the stock platform alone.
 */
export class NotOnPlatformError extends ContractError {
  constructor(endpoint: EndpointName) {
    super(endpoint, '', 'no source on this platform');
  }
}
