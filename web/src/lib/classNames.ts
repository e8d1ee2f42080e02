/** The one way to join class names: skips the absent ones (false, null, undefined, ''). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
