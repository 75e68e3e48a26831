import type { Department } from '@portale/shared';

export type DepartmentRow = Department & { depth: number; childCount: number };

/**
 * The flat list in tree order (each department followed by its sub-departments, by name), with depths.
 * Departments whose parent is missing are treated as roots; the visited set stops at any cycle.
 */
export function treeOrder(departments: readonly Department[]): DepartmentRow[] {
  const ids = new Set(departments.map((d) => d.id));
  const children = new Map<string | null, Department[]>();
  for (const d of departments) {
    const parent = d.parent_id && ids.has(d.parent_id) ? d.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const out: DepartmentRow[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'it'));
    for (const d of list) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      out.push({ ...d, depth, childCount: children.get(d.id)?.length ?? 0 });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The department and everything under it: what its parent picker must not offer. */
export function selfAndDescendants(departments: readonly Department[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of departments) {
      if (d.parent_id && out.has(d.parent_id) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Rows hidden because an ancestor is collapsed. */
export function visibleRows(rows: readonly DepartmentRow[], collapsed: ReadonlySet<string>): DepartmentRow[] {
  const out: DepartmentRow[] = [];
  let hideBelow: number | null = null;
  for (const row of rows) {
    if (hideBelow !== null && row.depth > hideBelow) continue;
    hideBelow = collapsed.has(row.id) ? row.depth : null;
    out.push(row);
  }
  return out;
}
