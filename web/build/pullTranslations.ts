/**
 * The second half of `make pull_translations` with OPENEDX_ATLAS_PULL (the Makefile runs `atlas pull`
 * first): the dictionaries atlas put in --pulled are merged over the shipped ones
 * (mergeTranslations.ts), written to --out and compiled to --compiled for the build.
 *
 *   tsx web/build/pullTranslations.ts --pulled DIR [--out DIR] [--compiled DIR]
 *
 * --out and --compiled default to web/src/i18n/messages and web/src/i18n/compiled, where the build
 * reads them; a test points them elsewhere. The shipped dictionaries are always web/src/i18n/messages.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compiledDir, formatjs, messagesDir, usedMessages } from '../scripts/formatjs.mjs';
import { planDictionaries, type Catalogue } from './mergeTranslations.ts';

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith('.json') && statSync(join(dir, name)).isFile());
}

const { values } = parseArgs({
  options: {
    pulled: { type: 'string' },
    out: { type: 'string', default: messagesDir },
    compiled: { type: 'string', default: compiledDir },
  },
});
if (values.pulled === undefined) {
  console.error('usage: tsx web/build/pullTranslations.ts --pulled DIR [--out DIR] [--compiled DIR]');
  process.exit(2);
}
const pulledDir = resolve(values.pulled);
const outDir = resolve(values.out);
const compiledOut = resolve(values.compiled);

const shipped = Object.fromEntries(
  jsonFiles(messagesDir).map((file) => [
    basename(file, '.json'),
    JSON.parse(readFileSync(join(messagesDir, file), 'utf8')) as Catalogue,
  ]),
);
const pulledFiles = Object.fromEntries(
  jsonFiles(pulledDir).map((file) => [file, readFileSync(join(pulledDir, file), 'utf8')]),
);
const plan = planDictionaries(shipped, pulledFiles, usedMessages());

for (const warning of plan.warnings) console.warn(`pull_translations: ${warning}`);
if (plan.pulled.length === 0) {
  console.warn(`pull_translations: atlas brought no dictionary into ${pulledDir}; the shipped ones are kept`);
}

mkdirSync(outDir, { recursive: true });
for (const [name, catalogue] of Object.entries(plan.dictionaries)) {
  writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);
}
// As `node scripts/i18n.mjs compile` does, into the folder the build (or the test) reads.
rmSync(compiledOut, { recursive: true, force: true });
mkdirSync(compiledOut, { recursive: true });
formatjs(['compile-folder', outDir, compiledOut, '--ast', '--format', 'simple']);

const added = plan.pulled.filter((name) => !(name in shipped));
console.log(
  `pull_translations: ${Object.keys(plan.dictionaries).length} dictionaries in ${outDir}` +
    ` (pulled: ${plan.pulled.join(', ') || 'none'}; added: ${added.join(', ') || 'none'}), compiled to ${compiledOut}`,
);
