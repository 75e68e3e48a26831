import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { SETTINGS_TEXT } from '../strings';

const TEXT = SETTINGS_TEXT.content;

export type ContentListProps = {
  /** The heading of the list, e.g. "Servizi". */
  title: string;
  description?: string;
  /** What one item is called, e.g. "Servizio". */
  itemName: string;
  count: number;
  max: number;
  onAdd: () => void;
  children: ReactNode;
};

/** An ordered list of content items with a button to add one; each item moves and is removed on its own. */
export function ContentList({ title, description, itemName, count, max, onAdd, children }: ContentListProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-slate-900 dark:text-white">{title}</legend>
      {description && <p className="-mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      {count === 0 && <p className="text-sm text-slate-600 italic dark:text-slate-400">{TEXT.none}</p>}
      <ol className="flex flex-col gap-3">{children}</ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={onAdd}
          disabled={count >= max}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          {TEXT.add(itemName)}
        </Button>
        {count >= max && <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.full(max)}</p>}
      </div>
    </fieldset>
  );
}

export type ContentListItemProps = {
  itemName: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
};

/** One item: its number, the buttons to move it or remove it, then its fields. */
export function ContentListItem({ itemName, index, count, onMove, onRemove, children }: ContentListItemProps) {
  const label = TEXT.itemLabel(itemName, index + 1);
  return (
    <li
      aria-label={label}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 dark:border-slate-700 dark:bg-slate-800/40"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">{label}</p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXT.moveUp}: ${label}`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            icon={<ArrowUp className="size-4" aria-hidden="true" />}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXT.moveDown}: ${label}`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            icon={<ArrowDown className="size-4" aria-hidden="true" />}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXT.remove}: ${label}`}
            onClick={onRemove}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          />
        </div>
      </div>
      {children}
    </li>
  );
}
