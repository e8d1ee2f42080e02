/**
 * Message descriptors (`{ id, defaultMessage, description }`) as the browser should get them: the
 * English `defaultMessage` precompiled to ICU AST, and the translators' `description` dropped.
 *
 * Why: English then needs no catalogue at all — each chunk carries the English text of the messages
 * it uses, so a route's English arrives with the route — and the bundle still needs no message
 * parser (vite.config.ts aliases it away). Other languages load their dictionary (src/i18n).
 * Only object literals holding both an `id` and a literal `defaultMessage` are touched.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { parseSync, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function keyName(property: Node): string | null {
  const key = property.key;
  if (!isNode(key) || property.computed === true) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** The text of a string literal or of a template literal without expressions; null otherwise. */
function literalText(value: unknown): string | null {
  if (!isNode(value)) return null;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0) {
    const [quasi] = value.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? null;
  }
  return null;
}

function descriptorEdits(object: Node, code: string): Edit[] {
  const properties = (object.properties as unknown[]).filter(
    (property): property is Node => isNode(property) && property.type === 'Property',
  );
  const byName = new Map(properties.map((property) => [keyName(property), property]));
  const defaultMessage = byName.get('defaultMessage');
  const english = literalText(defaultMessage?.value);
  if (!byName.has('id') || !defaultMessage || english === null) return [];
  const value = defaultMessage.value as Node;
  const edits: Edit[] = [{ start: value.start, end: value.end, text: JSON.stringify(parse(english)) }];
  const description = byName.get('description');
  if (description && literalText(description.value) !== null) {
    const comma = /^\s*,/.exec(code.slice(description.end));
    edits.push({ start: description.start, end: description.end + (comma?.[0].length ?? 0), text: '' });
  }
  return edits;
}

function collectEdits(node: unknown, code: string, edits: Edit[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collectEdits(child, code, edits);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'ObjectExpression') edits.push(...descriptorEdits(node, code));
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && typeof child === 'object') collectEdits(child, code, edits);
  }
}

/** The module's source with every message descriptor compiled; unchanged when it has none. */
export function compileDescriptors(code: string, lang: 'ts' | 'tsx' = 'ts'): string {
  if (!code.includes('defaultMessage')) return code;
  const parsed = parseSync(`module.${lang}`, code, { lang });
  const [error] = parsed.errors;
  if (error) throw new Error(`cannot read message descriptors: ${error.message}`);
  const edits: Edit[] = [];
  collectEdits(parsed.program, code, edits);
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

export function compileMessageDescriptors(): Plugin {
  return {
    name: 'atrium:compile-message-descriptors',
    // Before the TypeScript transform, so it sees the source as written (dev server and build alike).
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]src[\\/].*\.(tsx?)$/.exec(id);
      if (!match || id.includes('.test.') || !code.includes('defaultMessage')) return null;
      return { code: compileDescriptors(code, match[1] as 'ts' | 'tsx'), map: null };
    },
  };
}
