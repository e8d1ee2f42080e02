import { describe, expect, it } from 'vitest';
import { extensionsOf } from './baseSettings.ts';

describe('extensionsOf', () => {
  it.each([
    ['no key: none', {}, []],
    ['a list', { ATRIUM_EXTENSIONS: 'programs,discovery-facets' }, ['programs', 'discovery-facets']],
    ['spaces', { ATRIUM_EXTENSIONS: ' programs , error-codes' }, ['programs', 'error-codes']],
    ['an unknown name is kept, never asked for', { ATRIUM_EXTENSIONS: 'teleport' }, ['teleport']],
    ['empty', { ATRIUM_EXTENSIONS: '' }, ['']],
    ['a boolean is no list', { ATRIUM_EXTENSIONS: true }, []],
    ['another key does not count', { EXTENSIONS: 'programs' }, []],
  ])('%s', (_, runtime, expected) => {
    expect([...extensionsOf(runtime)].sort()).toEqual([...expected].sort());
  });
});
