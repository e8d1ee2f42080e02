/** Reading who is signed in from the readable half of the Open edX JWT cookie pair. */
import { JwtClaims } from '@atrium/contract';

/** The value of one cookie from a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The claims of a `header.payload` cookie value, validated against the contract; null when the value
 * is missing or malformed. The signature is not ours to check: it lives in an HttpOnly cookie.
 */
export function decodeClaims(headerPayload: string | null): JwtClaims | null {
  const payload = headerPayload?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = JwtClaims.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server rejects a token at its `exp` second, so so do we. */
export function isUnexpired(claims: JwtClaims, nowMs: number): boolean {
  return claims.exp * 1000 > nowMs;
}

function base64UrlDecode(value: string): string {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
