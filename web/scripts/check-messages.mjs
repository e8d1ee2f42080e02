#!/usr/bin/env node
// Fails (exit 1) when a message id used in code is missing from a catalogue in src/i18n/messages/,
// when a catalogue holds an id no longer used, when en.json's English is stale, or when an id is not
// an explicit, readable one ("header.signIn", never a generated hash).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messagesDir, usedMessages } from './formatjs.mjs';

const READABLE_ID = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

const used = usedMessages();

const problems = [];
const usedIds = Object.keys(used);
for (const id of usedIds) {
  if (!READABLE_ID.test(id)) problems.push(`code: "${id}" is not an explicit readable id (feature.name)`);
}

const catalogues = readdirSync(messagesDir).filter((name) => name.endsWith('.json'));
if (!catalogues.includes('en.json'))
  problems.push('src/i18n/messages/en.json is missing (run: node scripts/i18n.mjs extract)');
for (const file of catalogues) {
  const catalogue = JSON.parse(readFileSync(join(messagesDir, file), 'utf8'));
  for (const id of usedIds) if (!(id in catalogue)) problems.push(`${file}: missing "${id}"`);
  for (const id of Object.keys(catalogue))
    if (!(id in used)) problems.push(`${file}: "${id}" is no longer used`);
  if (file === 'en.json') {
    for (const id of usedIds) {
      if (id in catalogue && catalogue[id] !== used[id])
        problems.push(`en.json: "${id}" differs from its defaultMessage`);
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Message catalogues are out of step with the code (${problems.length}):\n  ${problems.join('\n  ')}`,
  );
  console.error(
    'Run `node scripts/i18n.mjs extract` for en.json; other languages come from the translators.',
  );
  process.exit(1);
}
console.log(`Messages OK: ${usedIds.length} ids, ${catalogues.length} catalogue(s).`);
