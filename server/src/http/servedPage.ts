/**
 * The index.html the reference server serves, told which API its platform speaks (a `<meta>` the web
 * app's start-up reads, docs/architecture.md): a build not told its dialect then asks nothing of the
 * wrong API before the runtime configuration arrives. A meta, not a script: the CSP allows no inline
 * script (docs/security.md).
 */
import { PLATFORM_API_META, type PlatformApi } from '@atrium/contract';
import { escapeAttribute } from '@atrium/renderer';

const EARLIER_META = new RegExp(`<meta name="${PLATFORM_API_META}"[^>]*>\\s*`, 'g');

/** `html` with the platform's meta at the end of its head (one only); unchanged without a head. */
export function withPlatformApi(html: string, platformApi: PlatformApi): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const meta = `<meta name="${PLATFORM_API_META}" content="${escapeAttribute(platformApi)}" />`;
  const head = html.slice(0, headEnd).replace(EARLIER_META, '');
  return `${head}${meta}\n${html.slice(headEnd)}`;
}
