/**
 * Whether a `next`/redirect target may be followed: an absolute http(s) URL on one of the allowed
 * origins, or a same-origin path ("/…", but never "//host" or "/\host", which browsers read as hosts).
 */
export function isAllowedRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  const value = url.trim();
  if (value === '') return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value) && !hasControlCharacter(value);
  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username !== '' || target.password !== '') return false;
  return allowedOrigins.some((origin) => originOf(origin) === target.origin);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example". */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) if (value.charCodeAt(i) < 0x20) return true;
  return false;
}
