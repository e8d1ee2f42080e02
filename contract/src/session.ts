/**
 * What every page needs from the sign-in protocol, apart from the rest of the learner's schemas: the
 * CSRF token answer, the JWT's claims and the server's error body.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { flag, text } from './lenient.ts';

/** Evidence: openedx/edx-drf-extensions csrf/api/v1 (CsrfTokenView), read by frontend-platform. */
export const CsrfToken = lazySchema(() => z.object({ csrfToken: z.string().check(z.minLength(1)) }));

/**
 * Claims of the Open edX JWT (header.payload cookie). Evidence: Open edX
 * openedx/core/djangoapps/oauth_dispatch/jwt.py; the earlier client reads them through frontend-platform.
 */
export const JwtClaims = lazySchema(() =>
  z.object({
    preferred_username: z.string().check(z.minLength(1)),
    email: text,
    name: text,
    user_id: z.number(),
    administrator: flag,
    exp: z.number(),
  }),
);
export type JwtClaims = z.output<typeof JwtClaims>;

/**
 * Atrium extension (`error-codes`): a machine-readable `error` beside the platform's own error body,
 * which is `{ message }` (the LMS, e.g. enrollments/views.py), `{ detail }` (Django REST framework) or
 * `{ field_errors }` (the user API).
 */
export const ApiError = lazySchema(() => z.object({ error: z.string(), message: text }));
export type ApiError = z.output<typeof ApiError>;
