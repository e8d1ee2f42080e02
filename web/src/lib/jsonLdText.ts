/**
 * The text of a `<script type="application/ld+json">` block: JSON in which `<`, `>` and `&` are
 * written as `\u` escapes, so that no text from the platform (a course named `</script>…`) can end the
 * block or open a comment in it, and U+2028/U+2029 likewise; a JSON reader gets the same value back.
 */
/** JSON.stringify as it behaves: undefined for a value JSON cannot write (TypeScript's type says string). */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

export function jsonLdText(value: unknown): string {
  return (stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
