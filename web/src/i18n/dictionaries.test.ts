import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DICTIONARIES, dictionaryLoaders } from './dictionaries.ts';

describe('the dictionaries in this build', () => {
  // What decides them is the compiled files present, not a list in code: a dictionary
  // `make pull_translations` adds (uk, sw) is in the build without a change here.
  it('are the compiled files present, English without a chunk to load', () => {
    const files = readdirSync(join(import.meta.dirname, 'compiled')).filter((file) => file.endsWith('.json'));
    expect([...BUILD_DICTIONARIES].sort()).toEqual(files.map((file) => file.replace('.json', '')).sort());
    expect(Object.keys(dictionaryLoaders).sort()).toEqual(
      files
        .filter((file) => file !== 'en.json')
        .map((file) => `./compiled/${file}`)
        .sort(),
    );
  });
});
