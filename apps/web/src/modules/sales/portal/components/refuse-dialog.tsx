import { type ClientProposal, PROPOSAL_REFUSAL_REASON_MAX, ProposalClientRefusal } from '@portale/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextareaField } from '@/ui/textarea-field';
import { useRefusePortalProposal } from '../api/decide-proposal';
import { PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.proposal.refuseDialog;

/** Refusing online, with an optional reason for the colleague who prepared the offer. */
export function RefuseDialog({ proposal, onClose }: { proposal: ClientProposal; onClose: () => void }) {
  const formId = useId();
  const refuse = useRefusePortalProposal(proposal.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ reason: string }, unknown, ProposalClientRefusal>({
    // The form's values are plain strings and booleans; the shared schema says which of them it accepts.
    resolver: sharedSchemaResolver(ProposalClientRefusal as never),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await refuse.mutateAsync(body);
    } catch (error) {
      setFailure(applyFormError(error, setError, ['reason']));
      return;
    }
    toast.success(TEXT.done);
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      description={TEXT.intro(proposal.number)}
      dismissible={!refuse.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={refuse.isPending}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={refuse.isPending}>
            {TEXT.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextareaField
          label={TEXT.reason}
          hint={TEXT.reasonHint}
          rows={4}
          maxLength={PROPOSAL_REFUSAL_REASON_MAX}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        {failure && <Alert variant="error">{failure}</Alert>}
      </form>
    </Dialog>
  );
}
