import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { DASHBOARD_TEXT } from '../strings';

export type BulkToolbarProps = {
  /** Names the select-all box, e.g. "Seleziona tutto: Timesheet da approvare". */
  label: string;
  total: number;
  selected: number;
  pending: boolean;
  onToggleAll: (checked: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
};

/** Select all, how many are selected, and the bulk decisions. */
export function BulkToolbar({ label, total, selected, pending, onToggleAll, onApprove, onReject }: BulkToolbarProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input
          ref={box}
          type="checkbox"
          aria-label={label}
          checked={total > 0 && selected === total}
          onChange={(event) => onToggleAll(event.target.checked)}
          className="size-4 rounded border-slate-400 accent-primary-600 dark:accent-primary-400"
        />
        <span aria-hidden="true">{DASHBOARD_TEXT.selectAll}</span>
      </label>
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {DASHBOARD_TEXT.selected(selected)}
      </span>
      <div className="flex gap-2 sm:ml-auto">
        <Button
          size="sm"
          icon={<Check className="size-4" aria-hidden="true" />}
          disabled={selected === 0 || pending}
          loading={pending}
          onClick={onApprove}
        >
          {DASHBOARD_TEXT.approve}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<X className="size-4" aria-hidden="true" />}
          disabled={selected === 0 || pending}
          onClick={onReject}
        >
          {DASHBOARD_TEXT.reject}
        </Button>
      </div>
    </div>
  );
}
