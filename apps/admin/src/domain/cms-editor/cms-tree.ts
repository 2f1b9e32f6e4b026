import type { CmsNode } from '@atelier/contracts';

/** The node kinds the console's editor offers (tags the renderer renders as themselves). */
export const CMS_KINDS = ['section', 'h2', 'h3', 'p', 'strong', 'a', 'img', 'ul', 'li'] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

/** Kinds that hold other nodes in the editor. */
export const CONTAINER_KINDS: ReadonlySet<string> = new Set(['section', 'ul', 'li']);
/** Kinds that carry a text. */
export const TEXT_KINDS: ReadonlySet<string> = new Set(['h2', 'h3', 'p', 'strong', 'a', 'li']);

/** A path to a node: its index at each level. */
export type NodePath = readonly number[];

let counter = 0;
/** A new node of `kind` with a fresh id (unique within the template). */
export function newNode(kind: CmsKind): CmsNode {
  counter += 1;
  const id = `n${Date.now().toString(36)}${counter.toString(36)}`;
  const props: NonNullable<CmsNode['option']>['props'] =
    kind === 'img'
      ? { src: '', alt: '' }
      : kind === 'a'
        ? { innerText: '', href: '' }
        : TEXT_KINDS.has(kind)
          ? { innerText: '' }
          : undefined;
  return {
    id,
    tag: kind,
    ...(props ? { option: { props } } : {}),
    ...(CONTAINER_KINDS.has(kind) ? { children: [] } : {}),
  };
}

// Answers `nodes` with the list holding `path`'s last index replaced by `change(list)`.
function atParent(
  nodes: readonly CmsNode[],
  path: NodePath,
  change: (list: CmsNode[], index: number) => CmsNode[],
): CmsNode[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...nodes];
  if (rest.length === 0) return change([...nodes], head);
  return nodes.map((node, i) =>
    i === head ? { ...node, children: atParent(node.children ?? [], rest, change) } : node,
  );
}

/** Replaces the node at `path` with `change(node)`. */
export function updateNode(
  nodes: readonly CmsNode[],
  path: NodePath,
  change: (node: CmsNode) => CmsNode,
): CmsNode[] {
  return atParent(nodes, path, (list, i) => list.map((node, j) => (j === i ? change(node) : node)));
}

/** Removes the node at `path` (with its children). */
export function removeNode(nodes: readonly CmsNode[], path: NodePath): CmsNode[] {
  return atParent(nodes, path, (list, i) => list.filter((_, j) => j !== i));
}

/** Moves the node at `path` one place up (−1) or down (+1) among its siblings. */
export function moveNode(nodes: readonly CmsNode[], path: NodePath, step: -1 | 1): CmsNode[] {
  return atParent(nodes, path, (list, i) => {
    const j = i + step;
    if (j < 0 || j >= list.length) return list;
    [list[i], list[j]] = [list[j]!, list[i]!];
    return list;
  });
}

/** Appends `node` to the children of the node at `path` (the top level for `[]`). */
export function appendNode(nodes: readonly CmsNode[], path: NodePath, node: CmsNode): CmsNode[] {
  if (path.length === 0) return [...nodes, node];
  return updateNode(nodes, path, (parent) => ({
    ...parent,
    children: [...(parent.children ?? []), node],
  }));
}

/** Sets one of a node's props (`innerText`, `href`, `src`, `alt`); an empty class is dropped. */
export function withProp(node: CmsNode, prop: string, value: string): CmsNode {
  if (prop === 'class') {
    const { class: _drop, ...option } = node.option ?? {};
    return { ...node, option: value ? { ...option, class: value } : option };
  }
  return {
    ...node,
    option: { ...node.option, props: { ...node.option?.props, [prop]: value } },
  };
}
