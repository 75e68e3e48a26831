import { PATTERN_STATUS_LABELS, type PatternDetail, type PatternStatus } from '@portale/shared';
import { useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { TextareaField } from '@/ui/textarea-field';
import { useSetPatternStatus } from '../api/set-pattern-status';
import { formatDateTime } from '../format';
import { SH_TEXT } from '../strings';
import { PatternStatusBadge } from './badges';

const TEXT = SH_TEXT.drawer;
const ACTIONS: PatternStatus[] = ['acknowledged', 'resolved', 'ignored', 'open'];

/** Acknowledge, resolve, ignore or reopen the pattern, with an optional note. */
export function PatternStatusPanel({ pattern }: { pattern: PatternDetail }) {
  const [note, setNote] = useState('');
  const setStatus = useSetPatternStatus();
  const [pendingStatus, setPendingStatus] = useState<PatternStatus | null>(null);

  const change = async (status: PatternStatus) => {
    setPendingStatus(status);
    try {
      await setStatus.mutateAsync({ id: pattern.id, status, note: note.trim() || undefined });
      toast.success(TEXT.statusSaved, TEXT.statusSavedMessage(PATTERN_STATUS_LABELS[status]));
      setNote('');
    } catch (error) {
      toast.error(TEXT.statusFailed, isApiError(error) ? error.message : undefined);
    } finally {
      setPendingStatus(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <PatternStatusBadge status={pattern.status} />
        {pattern.status_changed_at && (
          <span>{TEXT.statusChanged(pattern.status_changed_by_name, formatDateTime(pattern.status_changed_at))}</span>
        )}
      </p>
      {pattern.status_note && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
          {pattern.status_note}
        </p>
      )}
      <TextareaField
        label={TEXT.statusNote}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {ACTIONS.filter((status) => status !== pattern.status).map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'resolved' ? 'primary' : 'secondary'}
            loading={pendingStatus === status}
            disabled={pendingStatus !== null}
            onClick={() => void change(status)}
          >
            {TEXT.statusActions[status]}
          </Button>
        ))}
      </div>
    </div>
  );
}
