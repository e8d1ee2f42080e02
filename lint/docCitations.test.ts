/**
 * The docs cite files and exported names so that a newcomer can find them; a citation that no longer
 * holds sends them looking for something that is not there. The rules are in docCitations.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, declares, filesCited, isPathCitation, missingCitations } from './docCitations.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('what counts as a citation of a path', () => {
  it.each([
    ['web/src/api/courses.ts', true],
    ['test/auth.test.ts', true],
    ['lib/router/', true],
    ['lib/query/*.test.ts(x)', true],
    ['features/<name>/index.ts', true],
    ['lint/boundaries.js', true],
    ['courses.ts', false], // a bare name is only checked beside a cited name
    ['/search', false],
    ['/course/{slug}/', false],
    ['{LMS}/login', false],
    ['zod/mini', false],
    ['multipart/form-data', false],
    ['openedx/frontend-platform', false],
    ['lms/djangoapps/branding/views.py', false],
    ['src/hooks/useGetBanner.js', false],
    ['dist/index.html', false],
    ['.vite/modules.json', false],
    ['$O/', false],
    ['xmodule/templates/about/overview.yaml', false],
    ['web/dist', false],
    ['npm run build && node scripts/bench/bundle-report.mjs', false],
    ['https://www.googletagmanager.com/gtm.js', false],
  ])('%s: %s', (code, expected) => {
    expect(isPathCitation(code)).toBe(expected);
  });
});

describe('citations found in a text', () => {
  it('finds paths and names in files, across a line break, but not in a fenced block', () => {
    const text = [
      'The page asks for `courseMetadataQuery(client, slug)` from',
      '`web/src/api/courses.ts`; see `lib/router/` and `shared` in `register.ts`.',
      '```sh',
      'cat `web/src/nowhere.ts`',
      '```',
      'A `paymentURL` of `createTransaction` is no file.',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      { kind: 'name', name: 'courseMetadataQuery', path: 'web/src/api/courses.ts', line: 1 },
      { kind: 'path', path: 'web/src/api/courses.ts', line: 2 },
      { kind: 'path', path: 'lib/router/', line: 2 },
      { kind: 'name', name: 'shared', path: 'register.ts', line: 2 },
    ]);
  });
});

describe('resolving a cited path', () => {
  const files = [
    'web/src/api/courses.ts',
    'web/src/lib/query/query.test.ts',
    'web/src/lib/query/useQuery.test.tsx',
    'server/src/test/auth.test.ts',
    'web/src/features/home/index.ts',
  ];
  it.each([
    ['web/src/api/courses.ts', ['web/src/api/courses.ts']],
    ['api/courses.ts', ['web/src/api/courses.ts']],
    ['test/auth.test.ts', ['server/src/test/auth.test.ts']],
    ['lib/query/', ['web/src/lib/query/query.test.ts', 'web/src/lib/query/useQuery.test.tsx']],
    ['lib/query/*.test.ts(x)', ['web/src/lib/query/query.test.ts', 'web/src/lib/query/useQuery.test.tsx']],
    ['features/<name>/index.ts', ['web/src/features/home/index.ts']],
    ['courses.ts', ['web/src/api/courses.ts']],
    ['api/course.ts', []],
    ['test/loginThrottle.test.ts', []],
    ['lib/rout/', []],
  ])('%s', (cited, expected) => {
    expect(filesCited(cited, files)).toEqual(expected);
  });
});

describe('a name declared by a module', () => {
  it.each([
    ['export function courseMetadataQuery(client) {}', 'courseMetadataQuery', true],
    ['export const ENROLLMENT_PAGE_SIZE = 12;', 'ENROLLMENT_PAGE_SIZE', true],
    ['export type AdapterTable = {};', 'AdapterTable', true],
    ['const PHONE_SPECS = [', 'PHONE_SPECS', true],
    ['export { first, second as third };', 'third', true],
    ['interface Route {\n  shared?: (call) => boolean;\n}', 'shared', true],
    ['// courseMetadataQuery moved to courseMetadata.ts', 'courseMetadataQuery', false],
    ['import { courseMetadataQuery } from "./courseMetadata.ts";', 'courseMetadataQuery', false],
    ['function courseMetadataQueryFor() {}', 'courseMetadataQuery', false],
  ])('%s declares %s: %s', (source, name, expected) => {
    expect(declares(source, name)).toBe(expected);
  });
});

/** docs/ (every page, folders included) and the README. */
function documents(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

describe('what docs/ and the README cite is in the repository', () => {
  // Tracked files and new ones not yet committed, never what git ignores (builds, databases).
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

  it.each(documents())('%s', (document) => {
    expect(missingCitations(read(document), files, read)).toEqual([]);
  });
});

describe('the decisions index', () => {
  // A page missing from the index is a decision nobody finds (docs/decisions/README.md).
  it('links every page of docs/decisions/', () => {
    const index = readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8');
    const pages = readdirSync(path.join(root, 'docs/decisions')).filter(
      (file) => file.endsWith('.md') && file !== 'README.md',
    );
    expect(pages.filter((page) => !index.includes(`](${page})`))).toEqual([]);
  });
});
