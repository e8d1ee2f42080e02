/**
 * What the docs cite of the repository, and whether it is there. Pure: the caller hands in the text of
 * a document, the list of the repository's files and a way to read one.
 *
 * A citation is inline code (never a fenced block, which holds commands and output):
 * - a **path**: no spaces, at least one `/`, and ending either in `/` (a folder) or in a file
 *   extension of ours (`web/src/api/courses.ts`, `lib/router/`, `lib/query/*.test.ts(x)`,
 *   `features/<name>/index.ts`). Addresses (`/search`, `{LMS}/login`), packages (`zod/mini`), MIME
 *   types, shell variables, build output (`dist/`, `.vite/`) and the earlier client's files
 *   (`src/hooks/…`, docs/contract.md) are not paths of this repository; Open edX's files end in
 *   `.py` or `.yaml`, not extensions of ours.
 * - a **name in a file**: `` `name` in `file` `` (or "from", "of"), the name an identifier, maybe
 *   followed by its arguments (`` `courseMetadataQuery(client, slug)` from `web/src/api/courses.ts` ``).
 *   The file must declare the name (exported or not: `const`, `function`, `type`…), export it in a
 *   list, or declare it as a property at the start of a line (a field of an exported type). A bare file name here means a file of that name anywhere.
 * A path resolves from the repository's root or from a workspace or its `src/`, as the docs write
 * them (`test/auth.test.ts` is `server/src/test/auth.test.ts`).
 */

const EXTENSIONS = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'css', 'md', 'html', 'sh', 'svg'];
const FILE = new RegExp(`\\.(?:${EXTENSIONS.join('|')})(?:\\(x\\))?$`);
const NOT_A_PATH = /[\s{}?:=@,'"$]/;
const FOREIGN = [/^src\//, /(?:^|\/)(?:dist|\.vite)(?:\/|$)/, /(?:^|\/)node_modules\//];
export const BASES = ['', 'web/', 'web/src/', 'server/', 'server/src/', 'contract/', 'contract/src/', 'e2e/'];

export type Citation =
  { kind: 'path'; path: string; line: number } | { kind: 'name'; name: string; path: string; line: number };

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The text with fenced code blocks blanked (lines kept, so line numbers stay true). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
}

export function isPathCitation(code: string): boolean {
  if (!code.includes('/') || code.startsWith('/') || NOT_A_PATH.test(code)) return false;
  if (FOREIGN.some((pattern) => pattern.test(code))) return false;
  return code.endsWith('/') || FILE.test(code);
}

const isFileCitation = (code: string): boolean =>
  !NOT_A_PATH.test(code) && FILE.test(code) && (!code.includes('/') || isPathCitation(code));

/** Every citation of a document, in order. */
export function citationsIn(markdown: string): Citation[] {
  const text = withoutFences(markdown);
  const citations: Citation[] = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const code = match[1] ?? '';
    if (isPathCitation(code)) citations.push({ kind: 'path', path: code, line: lineOf(text, match.index) });
  }
  const pair = /`([A-Za-z_$][\w$]*)(?:\([^`\n]*\))?`\s+(?:in|from|of)\s+`([^`\n]+)`/g;
  for (const match of text.matchAll(pair)) {
    const [, name = '', path = ''] = match;
    if (isFileCitation(path)) citations.push({ kind: 'name', name, path, line: lineOf(text, match.index) });
  }
  return citations.sort((a, b) => a.line - b.line);
}

/** A cited path as a pattern over repository paths (`*`, `<name>`, a final `(x)`; a folder's files). */
function patternOf(path: string): RegExp {
  const body = path
    .split(/(\*|<[^>]+>|\(x\)$)/)
    .map((part) => {
      if (part === '*') return '[^/]*';
      if (part === '(x)') return 'x?';
      if (part.startsWith('<')) return '[^/]+';
      return part.replace(/[.+^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}${path.endsWith('/') ? '.+' : ''}$`);
}

/** The repository files a path names, from the first base where it names any. */
export function filesCited(path: string, files: readonly string[]): string[] {
  if (!path.includes('/')) return files.filter((file) => file === path || file.endsWith(`/${path}`));
  for (const base of BASES) {
    const pattern = patternOf(base + path);
    const found = files.filter((file) => pattern.test(file));
    if (found.length > 0) return found;
  }
  return [];
}

/** Whether a module's source declares or exports `name`, or declares it as a property starting a line. */
export function declares(source: string, name: string): boolean {
  const word = name.replace(/\$/g, '\\$');
  const declaration = new RegExp(
    `^\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:abstract\\s+)?` +
      `(?:function\\*?|const|let|var|class|type|interface|enum)\\s+${word}\\b`,
    'm',
  );
  const list = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${word}\\b[^}]*\\}`);
  const property = new RegExp(`^\\s*(?:readonly\\s+)?${word}\\??\\s*:`, 'm');
  return declaration.test(source) || list.test(source) || property.test(source);
}

/** What a document cites that is not there, one readable line each. */
export function missingCitations(
  markdown: string,
  files: readonly string[],
  read: (file: string) => string,
): string[] {
  return citationsIn(markdown).flatMap((citation) => {
    const found = filesCited(citation.path, files);
    if (found.length === 0) return [`line ${citation.line}: \`${citation.path}\` is not in the repository`];
    if (citation.kind === 'path' || found.some((file) => declares(read(file), citation.name))) return [];
    return [`line ${citation.line}: \`${citation.name}\` is not declared in \`${citation.path}\``];
  });
}
