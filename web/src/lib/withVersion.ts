/** Appends (or replaces) a `v` cache-busting parameter, keeping relative URLs relative. */
export function withVersion(url: string, version: string | number): string {
  const [beforeHash, hash] = splitAt(url, '#');
  const [path, search] = splitAt(beforeHash, '?');
  const params = search.split('&').filter((part) => part !== '' && !/^v(=|$)/.test(part));
  params.push(`v=${encodeURIComponent(String(version))}`);
  return `${path}?${params.join('&')}${hash === '' ? '' : `#${hash}`}`;
}

function splitAt(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}
