/**
 * Answers kept in a cache are serialised once: their JSON is remembered beside the object (weakly, so
 * it goes when the object does) as UTF-8 bytes, and `sendJson` sends those as they are instead of
 * stringifying and encoding again (encoding a 21 kB string was a fifth of a cached answer's time).
 * A remembered object must not change afterwards.
 */
const bodies = new WeakMap<object, Buffer>();

/**
 * Remembers the JSON of `value` (serialised now, or `text` when the caller built it from parts it had
 * serialised already: it must be exactly what JSON.stringify gives); returns its size in bytes.
 */
export function rememberJsonText(value: object, text: string = JSON.stringify(value)): number {
  return rememberJsonBytes(value, Buffer.from(text));
}

/** Remembers `body` (UTF-8 bytes of exactly what JSON.stringify(value) gives) as the JSON of `value`. */
export function rememberJsonBytes(value: object, body: Buffer): number {
  bodies.set(value, body);
  return body.length;
}

/** The JSON body of an answer: the remembered bytes, else the text serialised now. */
export function jsonBody(value: unknown): Buffer | string {
  const remembered = typeof value === 'object' && value !== null ? bodies.get(value) : undefined;
  return remembered ?? JSON.stringify(value ?? null);
}
