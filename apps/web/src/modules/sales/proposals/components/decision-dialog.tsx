import type { Proposal } from '@portale/shared';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useDecideProposal } from '../api/proposal-actions';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.decide;

export type DecisionDialogProps = {
  proposal: Pick<Proposal, 'id' | 'number' | 'status' | 'version'>;
  action: 'accept' | 'refuse';
  onClose: () => void;
  /** After the decision is recorded (the board reloads; the page shows the new status). */
  onDone?: (proposal: Proposal) => void;
  /** A failure the caller handles itself (the board's 409 reload); a toast otherwise. */
  onFailed?: (error: unknown) => void;
};

/**
 * "Segna come accettata / rifiutata": who decided at the client and, for a refusal, why. A draft is marked as sent
 * first, and the dialog asks for that in so many words.
 */
export function DecisionDialog({ proposal, action, onClose, onDone, onFailed }: DecisionDialogProps) {
  const decide = useDecideProposal();
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const draft = proposal.status === 'bozza';
  const accept = action === 'accept';
  const submit = () =>
    decide.mutate(
      {
        proposal,
        decision: {
          action,
          decision_name: name.trim() || null,
          refusal_reason: accept ? null : reason.trim() || null,
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(accept ? TEXT.accepted : TEXT.refused, saved.number);
          onDone?.(saved);
          onClose();
        },
        onError: (error) => {
          if (onFailed) {
            onFailed(error);
            onClose();
          } else toast.error(PROPOSALS_TEXT.status.failed, errorMessage(error));
        },
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!decide.isPending}
      title={accept ? TEXT.acceptTitle : TEXT.refuseTitle}
      description={accept ? TEXT.acceptDescription(proposal.number) : TEXT.refuseDescription(proposal.number)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={decide.isPending}>
            {draft ? (accept ? TEXT.sendAndAccept : TEXT.sendAndRefuse) : accept ? TEXT.accept : TEXT.refuse}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {draft && <Alert variant="warning">{accept ? TEXT.draftAccept : TEXT.draftRefuse}</Alert>}
        <TextField
          label={TEXT.name}
          hint={TEXT.nameHint}
          autoComplete="off"
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {!accept && (
          <TextareaField
            label={TEXT.reason}
            hint={TEXT.reasonHint}
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </form>
    </Dialog>
  );
}
