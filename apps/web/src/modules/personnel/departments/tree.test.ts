import type { Department } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { selfAndDescendants, treeOrder, visibleRows } from './tree';

const dept = (id: string, name: string, parent_id: string | null) => ({ id, name, parent_id }) as Department;
const all = [
  dept('c', 'Commerciale', 'd'),
  dept('d', 'Direzione', null),
  dept('v', 'Delivery', 'd'),
  dept('r', 'Ricerca', 'v'),
];

describe('department tree', () => {
  it('orders departments depth-first by name with their depth', () => {
    expect(treeOrder(all).map((d) => [d.name, d.depth, d.childCount])).toEqual([
      ['Direzione', 0, 2],
      ['Commerciale', 1, 0],
      ['Delivery', 1, 1],
      ['Ricerca', 2, 0],
    ]);
  });

  it('excludes the department and its descendants from the parent picker', () => {
    expect([...selfAndDescendants(all, 'v')].sort()).toEqual(['r', 'v']);
    expect([...selfAndDescendants(all, 'd')].sort()).toEqual(['c', 'd', 'r', 'v']);
  });

  it('hides the rows under a collapsed department', () => {
    const rows = treeOrder(all);
    expect(visibleRows(rows, new Set(['v'])).map((d) => d.id)).toEqual(['d', 'c', 'v']);
    expect(visibleRows(rows, new Set(['d'])).map((d) => d.id)).toEqual(['d']);
  });
});
