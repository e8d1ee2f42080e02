/**
 * The part of the endpoint table the web app needs before its first render (configuration, languages,
 * CSRF and token refresh). Kept apart so that the browser loads the other schemas after the shell.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { endpoint, nothing } from './endpoint.ts';
import { ActiveLanguages, InstanceConfig, MfeConfig } from './branding.ts';
import { CsrfToken } from './session.ts';
import { queryText } from './query.ts';

export const startEndpoints = {
  // Evidence: Open edX lms/djangoapps/mfe_config_api/views.py; frontend-platform reads it at start-up.
  /** Runtime configuration (SCREAMING_SNAKE keys); the client uses MFE_CONFIG_API_URL. */
  mfeConfig: endpoint({
    method: 'GET',
    path: '/api/mfe_config/v1',
    access: 'public',
    query: lazySchema(() => z.object({ mfe: z.optional(queryText) })),
    response: MfeConfig,
  }),
  // Evidence: the earlier client's useGetConfig.
  /** Platform name, logo, favicon, billing, third-party login, tag manager (A1). */
  instanceConfig: endpoint({
    method: 'GET',
    path: '/admin-console/api/instance-config/',
    access: 'public',
    response: InstanceConfig,
  }),
  // Evidence: the earlier client's useGetActiveLangs (through the authenticated client).
  /** Active interface languages, first is the default; a JSON-encoded string (A2). */
  activeLanguages: endpoint({
    method: 'GET',
    path: '/admin-console/api/active-langs/',
    access: 'session',
    response: ActiveLanguages,
  }),
  // Evidence: openedx/edx-drf-extensions csrf/api/v1, fetched by frontend-platform before unsafe calls.
  /** CSRF token to send as X-CSRFToken on unsafe methods. */
  csrfToken: endpoint({
    method: 'GET',
    path: '/csrf/api/v1/token',
    access: 'session',
    response: CsrfToken,
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_authn/views/login.py (login_refresh), called by
  // frontend-platform.
  /** Mints fresh JWT cookies from the session cookie; 401 means signed out. */
  refreshToken: endpoint({
    method: 'POST',
    path: '/login_refresh',
    access: 'session',
    response: nothing,
  }),
} as const;
