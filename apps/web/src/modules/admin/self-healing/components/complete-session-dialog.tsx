import { CompleteSessionBody, type HealingSession } from '@portale/shared';
import { useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Dialog } from '@/ui/dialog';
import { TextareaField } from '@/ui/textarea-field';
import { useCompleteSession } from '../api/complete-session';
import { type Failure, FailureAlert, toastFailure } from '../failure';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.sessions.dialog;

export type CompleteSessionDialogProps = { session: HealingSession; onClose: () => void };

/** Closes a healing session with notes on the outcome, optionally resolving its pattern. */
export function CompleteSessionDialog({ session, onClose }: CompleteSessionDialogProps) {
  const [notes, setNotes] = useState('');
  const [resolve, setResolve] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const complete = useCompleteSession();
  const parsed = CompleteSessionBody.safeParse({ outcome_notes: notes, resolve_pattern: resolve });
  const notesError = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const submit = async () => {
    if (!parsed.success) return;
    setFailure(null);
    try {
      await complete.mutateAsync({
        id: session.id,
        outcome_notes: parsed.data.outcome_notes ?? undefined,
        resolve_pattern: parsed.data.resolve_pattern,
      });
      toast.success(TEXT.done, resolve ? TEXT.doneResolved : undefined);
      onClose();
    } catch (error) {
      setFailure(toastFailure('completeSession', error));
    }
  };

  const title = session.pattern?.title ?? SH_TEXT.sessions.deletedPattern;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      description={TEXT.description(title)}
      dismissible={!complete.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={complete.isPending}>
            {SH_TEXT.sessions.cancel}
          </Button>
          <Button loading={complete.isPending} disabled={Boolean(notesError)} onClick={() => void submit()}>
            {TEXT.submit}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure && <FailureAlert failure={failure} />}
        <TextareaField
          label={TEXT.notes}
          hint={TEXT.notesHint}
          rows={4}
          value={notes}
          error={notesError}
          onChange={(event) => setNotes(event.target.value)}
        />
        {session.pattern && session.pattern.status !== 'resolved' && (
          <CheckboxField
            label={TEXT.resolve}
            checked={resolve}
            onChange={(event) => setResolve(event.target.checked)}
          />
        )}
      </form>
    </Dialog>
  );
}
