/** Every node of an ESTree (oxc) tree with its parent, depth first; for the build's source checks. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

export function* nodesWithParents(
  node: AstNode,
  parent: AstNode | null = null,
): Generator<[AstNode, AstNode | null]> {
  yield [node, parent];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* nodesWithParents(child, node);
    }
  }
}
