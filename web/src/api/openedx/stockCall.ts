/** A call to a stock endpoint (contract/src/openedx): its address on the LMS, its form encoded. */
import { buildPath, type Endpoint, type EndpointName, type ResponseOf } from '@atrium/contract';
import type { Request } from '../request.ts';
import { appendQuery } from '../url.ts';
import { encodeForm } from './form.ts';
import type { OpenedxPorts } from './ports.ts';

/** `name` is the feature's call this one is made for: it names the errors. */
export function stockCall<S extends Endpoint>(
  ports: OpenedxPorts,
  name: EndpointName,
  spec: S,
  request: Request,
): Promise<ResponseOf<S>> {
  const address = appendQuery(
    `${ports.settings.lmsBaseUrl}${buildPath(spec.path, request.params ?? {})}`,
    request.query,
  );
  const body =
    spec.bodyType === 'application/x-www-form-urlencoded' && request.body !== undefined
      ? encodeForm(request.body as Parameters<typeof encodeForm>[0])
      : request.body;
  return ports.send(name, spec, address, { ...request, body });
}
