import type { DocumentFolder } from '@portale/shared';
import { ChevronRight, Folder, FolderOpen, Inbox, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '@/ui/cx';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { ancestorsOf, visibleRows } from './folder-tree-model';

export type FolderTreeProps = {
  folders: readonly DocumentFolder[];
  /** The open folder; undefined = every document. */
  selected: string | undefined;
  trash: boolean;
  onSelect: (folderId: string | undefined) => void;
  onTrash?: () => void;
};

const ALL = '__all__';
const TRASH = '__trash__';

/**
 * The folder tree as a WAI-ARIA tree: one tab stop, arrows move, Right/Left open and close a folder or step in and
 * out, Enter opens it, Home/End jump. "Tutti i documenti" heads it and "Cestino" closes it.
 */
export function FolderTree({ folders, selected, trash, onSelect, onTrash }: FolderTreeProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(ancestorsOf(folders, selected)));
  useEffect(() => {
    const needed = ancestorsOf(folders, selected);
    if (needed.some((id) => !expanded.has(id))) setExpanded((all) => new Set([...all, ...needed]));
  }, [folders, selected, expanded]);

  const rows = useMemo(() => visibleRows(folders, expanded), [folders, expanded]);
  const keys = [ALL, ...rows.map((row) => row.folder.id), ...(onTrash ? [TRASH] : [])];
  const current = trash ? TRASH : (selected ?? ALL);
  const [focused, setFocused] = useState(current);
  const focusKey = keys.includes(focused) ? focused : current;
  const refs = useRef(new Map<string, HTMLElement>());

  const toggle = (id: string, open?: boolean) =>
    setExpanded((all) => {
      const next = new Set(all);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const focus = (key: string | undefined) => {
    if (!key) return;
    setFocused(key);
    refs.current.get(key)?.focus();
  };
  const activate = (key: string) => {
    if (key === TRASH) onTrash?.();
    else onSelect(key === ALL ? undefined : key);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(focusKey);
    const row = rows.find((r) => r.folder.id === focusKey);
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focus(keys[Math.min(keys.length - 1, index + 1)]);
        break;
      case 'ArrowUp':
        handled();
        focus(keys[Math.max(0, index - 1)]);
        break;
      case 'Home':
        handled();
        focus(keys[0]);
        break;
      case 'End':
        handled();
        focus(keys.at(-1));
        break;
      case 'ArrowRight':
        handled();
        if (row?.hasChildren && !expanded.has(row.folder.id)) toggle(row.folder.id, true);
        else if (row?.hasChildren) focus(keys[index + 1]);
        break;
      case 'ArrowLeft': {
        handled();
        if (row && expanded.has(row.folder.id)) toggle(row.folder.id, false);
        else if (row?.folder.parent_id && keys.includes(row.folder.parent_id)) focus(row.folder.parent_id);
        break;
      }
      case 'Enter':
      case ' ':
        handled();
        activate(focusKey);
        break;
    }
  };

  const item = (key: string, label: string, icon: React.ReactNode, extra: Partial<TreeItemExtra> = {}) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys (onKeyDown on role=tree), as WAI-ARIA's tree pattern does.
    <div
      key={key}
      role="treeitem"
      aria-selected={current === key}
      aria-expanded={extra.hasChildren ? extra.open : undefined}
      aria-level={(extra.depth ?? 0) + 1}
      tabIndex={focusKey === key ? 0 : -1}
      ref={(node) => {
        if (node) refs.current.set(key, node);
        else refs.current.delete(key);
      }}
      onFocus={() => setFocused(key)}
      onClick={() => activate(key)}
      className={cx(
        'flex cursor-pointer items-center gap-1.5 rounded-lg py-1.5 pr-2 text-sm outline-none',
        'focus-visible:ring-2 focus-visible:ring-primary-600 dark:focus-visible:ring-primary-400',
        current === key
          ? 'bg-primary-50 font-medium text-primary-800 dark:bg-primary-950/50 dark:text-primary-200'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
      )}
      style={{ paddingLeft: `${0.5 + (extra.depth ?? 0) * 1}rem` }}
    >
      {extra.hasChildren ? (
        // Mouse only: the keyboard opens and closes with the arrows, so no control nests inside the treeitem.
        <span
          aria-hidden="true"
          title={extra.open ? TEXT.collapseFolder(label) : TEXT.expandFolder(label)}
          onClick={(event) => {
            event.stopPropagation();
            toggle(key);
          }}
          className="rounded p-0.5 hover:bg-slate-200 dark:hover:bg-slate-700"
        >
          <ChevronRight className={cx('size-3.5 transition-transform', extra.open && 'rotate-90')} />
        </span>
      ) : (
        <span className="w-4.5 shrink-0" />
      )}
      {icon}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {extra.count !== undefined && extra.count > 0 && (
        <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{extra.count}</span>
      )}
    </div>
  );

  const iconClass = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';
  return (
    <div role="tree" aria-label={TEXT.folders} onKeyDown={onKeyDown} className="flex flex-col gap-0.5">
      {item(ALL, TEXT.allDocuments, <Inbox className={iconClass} aria-hidden="true" />)}
      {rows.map(({ folder, depth, hasChildren }) => {
        const open = expanded.has(folder.id);
        const Icon = open || current === folder.id ? FolderOpen : Folder;
        return item(
          folder.id,
          folder.name,
          <Icon className={cx(iconClass, 'text-amber-500 dark:text-amber-400')} aria-hidden="true" />,
          {
            depth,
            hasChildren,
            open,
            count: folder.document_count,
          },
        );
      })}
      {onTrash && item(TRASH, TEXT.trash, <Trash2 className={iconClass} aria-hidden="true" />)}
    </div>
  );
}

type TreeItemExtra = { depth: number; hasChildren: boolean; open: boolean; count: number };
