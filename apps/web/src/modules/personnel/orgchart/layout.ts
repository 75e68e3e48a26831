import type { ChartNode } from './model';

export const CARD_WIDTH = 240;
export const PERSON_HEIGHT = 84;
export const DEPT_HEADER = 64;
export const DEPT_ROW = 40;
const DEPT_PADDING = 12;
const GAP_X = 28;
const GAP_Y = 56;
export const MARGIN = 24;

export type PlacedNode = {
  node: ChartNode;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  parentId: string | null;
  /** The node has children and they are hidden. */
  collapsed: boolean;
};

export type Edge = { from: PlacedNode; to: PlacedNode };

export type ChartLayout = { nodes: PlacedNode[]; edges: Edge[]; width: number; height: number };

export const nodeHeight = (node: ChartNode) =>
  node.kind === 'person' ? PERSON_HEIGHT : DEPT_HEADER + Math.max(1, node.people.length) * DEPT_ROW + DEPT_PADDING;

/**
 * A tidy top-down layout: leaves take the next free column, a parent sits centred over its children, every
 * level is as tall as its tallest card. Collapsed nodes are laid out as leaves. Nodes come out in pre-order
 * (the reading and tab order).
 */
export function layoutForest(forest: readonly ChartNode[], collapsed: ReadonlySet<string>): ChartLayout {
  const nodes: PlacedNode[] = [];
  const edges: Edge[] = [];
  const levelHeights: number[] = [];
  let nextX = MARGIN;

  const place = (node: ChartNode, depth: number, parent: PlacedNode | null): PlacedNode => {
    const hidden = collapsed.has(node.id) && node.children.length > 0;
    const placed: PlacedNode = {
      node,
      x: 0,
      y: 0,
      width: CARD_WIDTH,
      height: nodeHeight(node),
      depth,
      parentId: parent?.node.id ?? null,
      collapsed: hidden,
    };
    nodes.push(placed);
    levelHeights[depth] = Math.max(levelHeights[depth] ?? 0, placed.height);
    if (parent) edges.push({ from: parent, to: placed });
    const shown = hidden ? [] : node.children;
    if (shown.length === 0) {
      placed.x = nextX;
      nextX += CARD_WIDTH + GAP_X;
    } else {
      const kids = shown.map((child) => place(child, depth + 1, placed));
      placed.x = (kids[0]!.x + kids[kids.length - 1]!.x) / 2;
    }
    return placed;
  };
  for (const root of forest) place(root, 0, null);

  const levelTop: number[] = [];
  let top = MARGIN;
  for (const [depth, height] of levelHeights.entries()) {
    levelTop[depth] = top;
    top += height + GAP_Y;
  }
  for (const n of nodes) n.y = levelTop[n.depth]!;
  const width = nodes.length ? Math.max(...nodes.map((n) => n.x + n.width)) + MARGIN : 0;
  const height = nodes.length ? Math.max(...nodes.map((n) => n.y + n.height)) + MARGIN : 0;
  return { nodes, edges, width, height };
}

/** An orthogonal connector from the bottom of the parent to the top of the child. */
export function edgePath({ from, to }: Edge): string {
  const x1 = from.x + from.width / 2;
  const y1 = from.y + from.height;
  const x2 = to.x + to.width / 2;
  const y2 = to.y;
  const mid = y2 - GAP_Y / 2;
  return `M${x1},${y1} V${mid} H${x2} V${y2}`;
}
