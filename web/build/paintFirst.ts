/**
 * The first script of a page rendered on the server (src/server-render/paintFirst.ts), built on its
 * own into one small file: it must run before the app's code is fetched, so it may share no chunk with
 * it. index.html's entry script names the file (`data-paint-first`); the renderer puts it in the
 * entry's place on the pages it renders (renderer/src/pageDocument.ts). The shell loads the entry
 * itself, as before: it has nothing to paint before the app does.
 */
import { build, type Plugin, type Rolldown } from 'vite';

const NAME = 'paint-first.js';

/** The attribute of index.html's entry script that names the paint-first script. */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';

/** `html` whose module entry script names `file` (under `base`) as its paint-first script. */
export function namePaintFirst(html: string, base: string, file: string): string {
  return html.replace(
    /<script type="module"([^>]*\ssrc="[^"]+")/,
    `<script type="module"$1 ${PAINT_FIRST_ATTRIBUTE}="${base}${file}"`,
  );
}

/** The script's code, bundled alone and minified. */
export async function bundlePaintFirst(source: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: source, output: { format: 'es' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const [chunk, ...more] = chunks;
  if (!chunk || more.length > 0) throw new Error(`${source} must build into one file, not ${chunks.length}`);
  return chunk.code;
}

/** Vite plugin: emits the paint-first script and names it on index.html's entry script. */
export function paintFirst(source: string): Plugin {
  let base = '/';
  return {
    name: 'atrium:paint-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      this.addWatchFile(source);
      this.emitFile({ type: 'asset', name: NAME, source: await bundlePaintFirst(source) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const file = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(NAME),
        );
        if (!file) throw new Error(`the build emitted no ${NAME}`);
        return namePaintFirst(html, base, file.fileName);
      },
    },
  };
}
