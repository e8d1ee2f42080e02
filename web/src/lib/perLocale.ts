/**
 * One value per locale, made on first use and kept: building an `Intl` formatter costs far more
 * than formatting with it, and a page of course cards asks for the same one dozens of times.
 * A locale `make` rejects is not kept (the caller's fallback applies, every time).
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
