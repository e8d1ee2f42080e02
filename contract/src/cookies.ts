/** Names shared by the Open edX login protocol (defaults; the web app reads them from configuration). */
export const JWT_HEADER_PAYLOAD_COOKIE = 'edx-jwt-cookie-header-payload';
export const JWT_SIGNATURE_COOKIE = 'edx-jwt-cookie-signature';
export const SESSION_COOKIE = 'sessionid';
/**
 * 'true' while the learner has a session, readable by scripts: the LMS sets it at sign-in beside the
 * JWT cookies, for as long as the session, and deletes it at sign-out (openedx-platform
 * `openedx/core/djangoapps/user_authn/cookies.py`, `EDXMKTG_LOGGED_IN_COOKIE_NAME`).
 */
export const LOGGED_IN_COOKIE = 'edxloggedin';
export const LANGUAGE_COOKIE = 'openedx-language-preference';
export const CSRF_HEADER = 'X-CSRFToken';
export const USE_JWT_COOKIE_HEADER = 'USE-JWT-COOKIE';
