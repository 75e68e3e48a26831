import type { TimesheetWeek } from '@portale/shared';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextareaField } from '@/ui/textarea-field';
import { useDecideWeek } from '../api/decide-week';
import { ENTRY_TEXT } from '../strings';

/** Approve or reject (with a reason) the submitted week an approver is looking at. */
export function DecideBar({ week }: { week: TimesheetWeek }) {
  const decide = useDecideWeek();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const run = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !comment.trim()) {
      setError(ENTRY_TEXT.rejectReasonRequired);
      return;
    }
    try {
      await decide.mutateAsync({
        items: [{ user_id: week.user.id, week_start: week.week_start }],
        decision,
        comment: comment.trim(),
      });
      toast.success(decision === 'approve' ? ENTRY_TEXT.approved : ENTRY_TEXT.rejected);
      setRejecting(false);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : ENTRY_TEXT.loadError);
    }
  };
  return (
    <>
      <Button
        icon={<Check className="size-4" aria-hidden="true" />}
        loading={decide.isPending && !rejecting}
        disabled={decide.isPending}
        onClick={() => void run('approve')}
      >
        {ENTRY_TEXT.approve}
      </Button>
      <Button
        variant="secondary"
        icon={<X className="size-4" aria-hidden="true" />}
        disabled={decide.isPending}
        onClick={() => setRejecting(true)}
      >
        {ENTRY_TEXT.reject}
      </Button>
      <Dialog
        open={rejecting}
        onOpenChange={(open) => !open && setRejecting(false)}
        title={ENTRY_TEXT.rejectTitle}
        description={ENTRY_TEXT.rejectDescription(week.user.name)}
        size="sm"
        dismissible={!decide.isPending}
        footer={
          <>
            <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(false)}>
              {UI_TEXT.cancel}
            </Button>
            <Button variant="danger" loading={decide.isPending} onClick={() => void run('reject')}>
              {ENTRY_TEXT.reject}
            </Button>
          </>
        }
      >
        <TextareaField
          label={ENTRY_TEXT.rejectReason}
          error={error}
          rows={3}
          value={comment}
          autoFocus
          onChange={(event) => {
            setComment(event.target.value);
            setError(undefined);
          }}
        />
      </Dialog>
    </>
  );
}
