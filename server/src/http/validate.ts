/** zod/mini parsing with a 400 that names the offending field. */
import type * as z from 'zod/mini';
import { badRequest, type PlatformBody } from './errors.ts';

export function describeIssues(issues: readonly z.core.$ZodIssue[], where: string): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : where}: ${issue.message}`)
    .join('; ');
}

/** `platformBodyOf` gives the real platform's body for the refused value, where it has its own. */
export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body',
  platformBodyOf?: (value: unknown) => PlatformBody,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(`invalid_${where}`, describeIssues(result.error.issues, where), platformBodyOf?.(value));
  return result.data;
}
