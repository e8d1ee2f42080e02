/**
 * The human text of an error body as the real platform sends it: the LMS's `{ "message" }`, Django
 * REST framework's `{ "detail" }` or the user API's `{ "field_errors": { field: { user_message } } }`
 * (Open edX openedx/core/djangoapps/user_api/accounts/views.py; server/src/http/errors.ts shows each
 * body). Sanitised to one line of plain text, never HTML, for a notice that shows it as it came.
 */
const MAX_LENGTH = 300;

export function platformText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'detail'] as const) {
    const text = plainText(record[key]);
    if (text) return text;
  }
  return fieldErrorText(record.field_errors);
}

function fieldErrorText(errors: unknown): string | null {
  if (typeof errors !== 'object' || errors === null) return null;
  for (const error of Object.values(errors as Record<string, unknown>)) {
    if (typeof error === 'string') return plainText(error);
    if (typeof error === 'object' && error !== null) {
      const { user_message: user, developer_message: developer } = error as Record<string, unknown>;
      const text = plainText(user) ?? plainText(developer);
      if (text) return text;
    }
  }
  return null;
}

/** Tags and control characters out, white space collapsed, at most MAX_LENGTH characters. */
export function plainText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text;
}
