/** Turning a fetch Response into contract-checked data or a typed error. */
import { ApiError, type EndpointName, type Endpoints, type ResponseOf } from '@atrium/contract';
import { ContractError, HttpError } from './errors.ts';

export type Answer<N extends EndpointName> = ResponseOf<Endpoints[N]>;

export async function readAnswer<N extends EndpointName>(
  name: N,
  spec: Pick<Endpoints[N], 'response'>,
  response: Response,
): Promise<Answer<N>> {
  if (!response.ok) throw new HttpError(name, response.status, await errorCode(response));
  // 204 has no body; an empty 200 body is the LMS's way of saying "nothing" (e.g. enrollment status).
  const raw = response.status === 204 ? undefined : await jsonOrNull(name, response);
  const result = spec.response.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContractError(name, issue?.path.map(String).join('.') ?? '', issue?.message ?? 'invalid');
  }
  return result.data as Answer<N>;
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

/** The `error` code of a `{ error, message }` body, when the server sent one. */
async function errorCode(response: Response): Promise<string | null> {
  try {
    const parsed = ApiError.safeParse(JSON.parse(await response.text()));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}
