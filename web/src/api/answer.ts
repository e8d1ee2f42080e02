/** Turning a fetch Response into contract-checked data or a typed error. */
import {
  ApiError,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type ResponseOf,
} from '@atrium/contract';
import { ContractError, HttpError } from './errors.ts';

export type Answer<N extends EndpointName> = ResponseOf<Endpoints[N]>;

/** `name` is the call the feature made: it names the errors. */
export async function readAnswer<S extends Pick<Endpoint, 'response'>>(
  name: EndpointName,
  spec: S,
  response: Response,
): Promise<ResponseOf<S & Endpoint>> {
  if (!response.ok) {
    // The refusal keeps its body (null when it is not JSON, such as Django's HTML error pages).
    const body = await jsonOrNull(name, response).catch(() => null);
    const coded = ApiError.safeParse(body);
    throw new HttpError(name, response.status, coded.success ? coded.data.error : null, body);
  }
  // 204 has no body; an empty 200 body is the LMS's way of saying "nothing" (e.g. enrollment status).
  const raw = response.status === 204 ? undefined : await jsonOrNull(name, response);
  const result = spec.response.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContractError(name, issue?.path.map(String).join('.') ?? '', issue?.message ?? 'invalid');
  }
  return result.data as ResponseOf<S & Endpoint>;
}

async function jsonOrNull(name: EndpointName, response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ContractError(name, '', 'the body is not JSON');
  }
}
