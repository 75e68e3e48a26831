import type { LeaveRequest } from '@portale/shared';
import { useId, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextareaField } from '@/ui/textarea-field';
import { useDecideRequests } from '../api/decide-requests';
import { REQUESTS_TEXT } from '../strings';
import { ApprovalInsight } from './approval-insight';

const TEXT = REQUESTS_TEXT.approve;

export type DecisionDialogProps = {
  requests: LeaveRequest[];
  decision: 'approve' | 'reject';
  /** `done` is true when the decision was recorded. */
  onClose: (done: boolean) => void;
};

/**
 * Confirms a decision on one or more requests; a rejection needs a comment (the person is told why). Approving
 * shows, for each request, the balance left afterwards and who else of the team is away on those days.
 */
export function DecisionDialog({ requests, decision, onClose }: DecisionDialogProps) {
  const ids = requests.map((r) => r.id);
  const formId = useId();
  const decide = useDecideRequests();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const reject = decision === 'reject';

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reject && !comment.trim()) return setError(TEXT.commentRequired);
    try {
      const { updated } = await decide.mutateAsync({ ids, decision, comment: comment.trim() });
      toast.success(reject ? TEXT.rejected(updated) : TEXT.approved(updated));
      onClose(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={reject ? TEXT.dialogReject(ids.length) : TEXT.dialogApprove(ids.length)}
      description={TEXT.dialogDescription}
      size={reject ? 'sm' : 'md'}
      dismissible={!decide.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={decide.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} variant={reject ? 'danger' : 'primary'} loading={decide.isPending}>
            {reject ? TEXT.confirmReject : TEXT.confirmApprove}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void confirm(e)} noValidate className="flex flex-col gap-3">
        {!reject && (
          <div className="flex max-h-80 flex-col gap-2 overflow-y-auto">
            {requests.map((r) => (
              <ApprovalInsight key={r.id} request={r} />
            ))}
          </div>
        )}
        <TextareaField
          label={reject ? TEXT.comment : TEXT.commentOptional}
          rows={3}
          maxLength={1000}
          value={comment}
          required={reject}
          onChange={(e) => {
            setComment(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
