/**
 * Where create-transaction may send the learner (the earlier client followed any `paymentURL`): an
 * https page anywhere, or a plain-http page only on the platform's own origins (the demo's stand-in).
 */
export function safePaymentUrl(value: string, trustedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && trustedOrigins.some((origin) => sameOrigin(origin, url))) return url.href;
  return null;
}

function sameOrigin(origin: string, url: URL): boolean {
  try {
    return new URL(origin).origin === url.origin;
  } catch {
    return false;
  }
}
