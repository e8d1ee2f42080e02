import { describe, expect, it } from 'vitest';
import { extensionsOf } from './extensions.ts';

describe('extensionsOf', () => {
  it.each([
    ['no key: none', {}, []],
    ['a list', { ATRIUM_EXTENSIONS: 'programs,discovery-facets' }, ['programs', 'discovery-facets']],
    ['spaces and unknown names', { ATRIUM_EXTENSIONS: ' programs , teleport,' }, ['programs']],
    ['empty', { ATRIUM_EXTENSIONS: '' }, []],
    ['a boolean is no list', { ATRIUM_EXTENSIONS: true }, []],
    ['another key does not count', { EXTENSIONS: 'programs' }, []],
  ])('%s', (_, runtime, expected) => {
    expect([...extensionsOf(runtime)].sort()).toEqual([...expected].sort());
  });
});
