import type { DocumentFolder } from '@portale/shared';

export type TreeRow = { folder: DocumentFolder; depth: number; hasChildren: boolean };

/** The rows shown: every folder whose ancestors are all expanded, in path order (the API sends parents first). */
export function visibleRows(folders: readonly DocumentFolder[], expanded: ReadonlySet<string>): TreeRow[] {
  const children = new Map<string | null, DocumentFolder[]>();
  const ids = new Set(folders.map((f) => f.id));
  for (const folder of folders) {
    // A folder whose parent one may not read shows at the top (a client sees their shared folder as a root).
    const parent = folder.parent_id && ids.has(folder.parent_id) ? folder.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const rows: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'it'));
    for (const folder of list) {
      const hasChildren = (children.get(folder.id)?.length ?? 0) > 0;
      rows.push({ folder, depth, hasChildren });
      if (hasChildren && expanded.has(folder.id)) walk(folder.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** The ids to expand so that `id` is visible: its ancestors. */
export function ancestorsOf(folders: readonly DocumentFolder[], id: string | undefined): string[] {
  const folder = folders.find((f) => f.id === id);
  return folder ? folder.path.slice(0, -1).map((crumb) => crumb.id) : [];
}

/** The folders `folder` may move under: not itself nor anything below it. */
export function moveTargets(folders: readonly DocumentFolder[], folderId: string): DocumentFolder[] {
  return folders.filter((f) => f.my_rights.can_upload && !f.path.some((crumb) => crumb.id === folderId));
}
