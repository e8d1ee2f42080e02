/**
 * What every page needs from the sign-in protocol, apart from the rest of the learner's schemas: the
 * CSRF token answer, the JWT's claims and the server's error body.
 */
import * as z from 'zod/mini';
import { flag, text } from './lenient.ts';

export const CsrfToken = z.object({ csrfToken: z.string().check(z.minLength(1)) });

/** Claims of the Open edX JWT (header.payload cookie). */
export const JwtClaims = z.object({
  preferred_username: z.string().check(z.minLength(1)),
  email: text,
  name: text,
  user_id: z.number(),
  administrator: flag,
  exp: z.number(),
});
export type JwtClaims = z.output<typeof JwtClaims>;

export const ApiError = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.output<typeof ApiError>;
