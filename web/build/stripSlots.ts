/**
 * In a build without an operator's env.config.jsx, every `<Slot id=…>children</Slot>` of web/src
 * becomes its children before JSX is compiled: the default first load carries no slot, id or
 * operation (docs/decisions/plugin-slots.md). Among JSX children its tags go; elsewhere (a returned
 * value, a condition) it becomes its single child, or a fragment of several, or null when empty.
 */
import { parseSync, type Plugin } from 'vite';
import { nodesWithParents, type AstNode } from './astNodes.ts';

const SLOT_TAG = 'Slot';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isSlot = (node: AstNode) =>
  node.type === 'JSXElement' &&
  ((node.openingElement as AstNode).name as AstNode & { name?: string }).name === SLOT_TAG;

const meaningful = (child: AstNode) => !(child.type === 'JSXText' && /^\s*$/.test(String(child.value)));

function editsFor(slot: AstNode, parent: AstNode | null): Edit[] {
  const opening = slot.openingElement as AstNode;
  const closing = slot.closingElement as AstNode | null;
  const inJsx = parent !== null && (parent.type === 'JSXElement' || parent.type === 'JSXFragment');
  if (closing === null) return [{ start: slot.start, end: slot.end, text: inJsx ? '' : 'null' }];
  if (inJsx) {
    return [
      { start: opening.start, end: opening.end, text: '' },
      { start: closing.start, end: closing.end, text: '' },
    ];
  }
  const children = (slot.children as AstNode[]).filter(meaningful);
  const only = children.length === 1 ? children[0] : undefined;
  if (only?.type === 'JSXElement' || only?.type === 'JSXFragment') {
    // The child's own text, with any Slot inside it stripped by the edits made for that one.
    return [
      { start: slot.start, end: only.start, text: '' },
      { start: only.end, end: slot.end, text: '' },
    ];
  }
  if (only?.type === 'JSXExpressionContainer') {
    const expression = only.expression as AstNode;
    return [
      { start: slot.start, end: expression.start, text: '(' },
      { start: expression.end, end: slot.end, text: ')' },
    ];
  }
  if (children.length === 0) return [{ start: slot.start, end: slot.end, text: 'null' }];
  return [
    { start: opening.start, end: opening.end, text: '<>' },
    { start: closing.start, end: closing.end, text: '</>' },
  ];
}

/** The source without its Slots; unchanged when it has none. Throws on a file it cannot parse. */
export function withoutSlots(filename: string, code: string): string {
  if (!code.includes(`<${SLOT_TAG}`)) return code;
  const parsed = parseSync(filename, code, { lang: 'tsx' });
  if (parsed.errors.length > 0) throw new Error(`${filename}: ${parsed.errors[0]?.message ?? 'unparsable'}`);
  const edits: Edit[] = [];
  for (const [node, parent] of nodesWithParents(parsed.program as unknown as AstNode)) {
    if (isSlot(node)) edits.push(...editsFor(node, parent));
  }
  // Edits never overlap (a nested Slot's tags lie between its parent's); applied from the end.
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
}

export function stripSlots(): Plugin {
  return {
    name: 'atrium:strip-slots',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx$/, code: `<${SLOT_TAG}` },
      handler(code, id) {
        return { code: withoutSlots(id, code), map: null };
      },
    },
  };
}
