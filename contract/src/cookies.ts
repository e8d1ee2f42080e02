/** Names shared by the Open edX login protocol (defaults; the web app reads them from configuration). */
export const JWT_HEADER_PAYLOAD_COOKIE = 'edx-jwt-cookie-header-payload';
export const JWT_SIGNATURE_COOKIE = 'edx-jwt-cookie-signature';
export const SESSION_COOKIE = 'sessionid';
export const LANGUAGE_COOKIE = 'openedx-language-preference';
export const CSRF_HEADER = 'X-CSRFToken';
export const USE_JWT_COOKIE_HEADER = 'USE-JWT-COOKIE';
