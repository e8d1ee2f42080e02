// Writes .br and .gz beside every compressible file of dist/, so static hosts (the reference server,
// Caddy's `precompressed`, nginx's gzip_static) send compressed bytes without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

function* files(folder) {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(entry)) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const source = readFileSync(path);
  if (source.length < 512) continue;
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
  count += 1;
}
console.log(`Precompressed ${count} files in dist/ (brotli and gzip).`);
