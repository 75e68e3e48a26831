import { PROPOSAL_DEFAULT_VALIDITY_DAYS, type Proposal, todayInRome } from '@portale/shared';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useTransitionProposal } from '../api/proposal-actions';
import { addDays } from '../format';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.status;

export type ReopenDialogProps = {
  proposal: Pick<Proposal, 'id' | 'version'>;
  onClose: () => void;
  onFailed?: (error: unknown) => void;
};

/** "Riapri come bozza": a refused or expired proposal goes back to draft with a new validity. */
export function ReopenDialog({ proposal, onClose, onFailed }: ReopenDialogProps) {
  const transition = useTransitionProposal();
  const today = todayInRome();
  const [validUntil, setValidUntil] = useState(() => addDays(today, PROPOSAL_DEFAULT_VALIDITY_DAYS));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!validUntil || validUntil < today) {
      setError(TEXT.pastValidity);
      return;
    }
    transition.mutate(
      { id: proposal.id, body: { action: 'reopen', version: proposal.version, valid_until: validUntil } },
      {
        onSuccess: (saved) => {
          toast.success(TEXT.reopened, saved.number);
          onClose();
        },
        onError: (failure) => {
          if (onFailed) {
            onFailed(failure);
            onClose();
          } else toast.error(TEXT.failed, errorMessage(failure));
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!transition.isPending}
      title={TEXT.reopenTitle}
      description={TEXT.reopenDescription}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={transition.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={transition.isPending}>
            {TEXT.reopenTitle}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          type="date"
          label={TEXT.validUntil}
          min={today}
          required
          value={validUntil}
          error={error}
          onChange={(event) => {
            setValidUntil(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
