#!/usr/bin/env node
// Message catalogues (docs/architecture.md, "Messages and languages"):
//   extract — every defineMessages() in src/ → src/i18n/messages/en.json ({ id: English text }, the
//             format `make pull_translations` delivers for the other languages);
//   compile — every src/i18n/messages/<locale>.json → src/i18n/compiled/<locale>.json as ICU AST, so
//             the browser bundle needs no message parser (vite.config.ts aliases it away).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SOURCES, compiledDir, formatjs, messagesDir } from './formatjs.mjs';

function extract() {
  mkdirSync(messagesDir, { recursive: true });
  formatjs([
    'extract',
    ...SOURCES,
    '--throws',
    '--format',
    'simple',
    '--out-file',
    join(messagesDir, 'en.json'),
  ]);
}

function compile() {
  rmSync(compiledDir, { recursive: true, force: true });
  mkdirSync(compiledDir, { recursive: true });
  for (const file of readdirSync(messagesDir).filter((name) => name.endsWith('.json'))) {
    formatjs([
      'compile',
      join(messagesDir, file),
      '--ast',
      '--format',
      'simple',
      '--out-file',
      join(compiledDir, basename(file)),
    ]);
  }
}

const commands = { extract, compile };
const requested = process.argv.slice(2);
if (requested.length === 0 || requested.some((name) => !(name in commands))) {
  console.error('usage: node scripts/i18n.mjs <extract|compile>...');
  process.exit(2);
}
for (const name of requested) commands[name]();
