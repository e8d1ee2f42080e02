/**
 * Where the build put a source module: the web build names its chunks by hash alone
 * (web/vite.config.ts), so a test that watches a chunk's request finds its file in Vite's manifest.
 */
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
}

const manifest = JSON.parse(
  readFileSync(new URL('../../../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;

function chunk(source: string): ManifestChunk {
  const found = manifest[source];
  if (!found) throw new Error(`web/dist has no chunk for ${source}: build the web app first`);
  return found;
}

/** The path (`/assets/…`) of the chunk built from `source` (relative to web/, as `src/…`). */
export function chunkPath(source: string): string {
  return `/${chunk(source).file}`;
}

/** Every dictionary the build loads on demand (English is compiled into the code), with its chunk's path. */
export function dictionaryChunks(): { dictionary: string; path: string }[] {
  return Object.entries(manifest).flatMap(([source, { file }]) => {
    const dictionary = /^src\/i18n\/compiled\/(.+)\.json$/.exec(source)?.[1];
    return dictionary ? [{ dictionary, path: `/${file}` }] : [];
  });
}

/** Whether a request URL (or path) is for `path`, wherever the app is served from. */
export const isFile = (url: string, path: string): boolean =>
  new URL(url, 'http://x').pathname.endsWith(path);
