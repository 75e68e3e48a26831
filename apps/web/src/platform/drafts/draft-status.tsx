import { formatInstant } from '@portale/shared';
import { CircleAlert, CircleCheck, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { DRAFT_TEXT } from './strings';
import type { AutosaveDraft } from './use-autosave-draft';

export type DraftRestoredNoticeProps = {
  draft: AutosaveDraft;
  /** Puts the form back to the saved data once the draft is gone. */
  onDiscard: () => void;
};

/** "Bozza ripristinata del …" with "Scarta bozza", shown while the form holds a restored draft. */
export function DraftRestoredNotice({ draft, onDiscard }: DraftRestoredNoticeProps) {
  const [pending, setPending] = useState(false);
  if (!draft.restoredAt) return null;
  const discard = async () => {
    setPending(true);
    await draft.discard();
    setPending(false);
    onDiscard();
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 sm:flex-row sm:items-center dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100"
    >
      <History className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">{DRAFT_TEXT.restored(formatInstant(draft.restoredAt, 'medium'))}</p>
        <p>{DRAFT_TEXT.restoredHint}</p>
      </div>
      <Button variant="secondary" size="sm" loading={pending} onClick={() => void discard()}>
        {DRAFT_TEXT.discard}
      </Button>
    </div>
  );
}

/** The discreet autosave state beside a form's actions: "Salvataggio…", "Copia salvata nelle bozze" or the failure. */
export function DraftSaveStatus({ draft }: { draft: AutosaveDraft }) {
  const base = 'inline-flex items-center gap-1.5 text-xs';
  return (
    <span role="status" aria-live="polite" className="inline-flex min-h-5 items-center">
      {draft.status === 'saving' && (
        <span className={`${base} text-slate-600 dark:text-slate-400`}>
          <Spinner size="sm" className="size-3" />
          {DRAFT_TEXT.saving}
        </span>
      )}
      {draft.status === 'saved' && (
        <span className={`${base} text-slate-600 dark:text-slate-400`}>
          <CircleCheck className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {DRAFT_TEXT.saved}
        </span>
      )}
      {draft.status === 'error' && (
        <span className={`${base} text-red-700 dark:text-red-300`} title={draft.error ?? undefined}>
          <CircleAlert className="size-3.5" aria-hidden="true" />
          {draft.error ? DRAFT_TEXT.saveErrorHint(draft.error) : DRAFT_TEXT.saveError}
        </span>
      )}
    </span>
  );
}
