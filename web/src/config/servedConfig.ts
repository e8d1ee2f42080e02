/**
 * What the serving side wrote into the page (server/src/http/servedPage.ts): the platform's API, so
 * that a build not told its dialect asks nothing of the wrong API before the runtime configuration
 * arrives. Precedence: build < served page < runtime configuration. A page served as built (a static
 * deployment) carries none, and the build's value stands.
 */
import { PLATFORM_API_META } from '@atrium/contract';
import { pickConfig, type RawConfig } from './keys.ts';

export function readServedConfig(page: Pick<Document, 'querySelector'> = document): RawConfig {
  const content = page.querySelector(`meta[name="${PLATFORM_API_META}"]`)?.getAttribute('content');
  return pickConfig({ PLATFORM_API: content ?? '' });
}

/** The configuration start-up begins with: the build's, with what the page says over it. */
export function startConfig(build: RawConfig, served: RawConfig): RawConfig {
  return { ...build, ...served };
}
