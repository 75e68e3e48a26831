import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextareaField } from '@/ui/textarea-field';
import { DASHBOARD_TEXT } from '../strings';

export type RejectDialogProps = {
  open: boolean;
  description: string;
  pending: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
};

/** Rejecting always needs a reason: the person reads it in the notification and on the week. */
export function RejectDialog({ open, description, pending, onConfirm, onClose }: RejectDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    if (!comment.trim()) {
      setError(DASHBOARD_TEXT.rejectReasonRequired);
      return;
    }
    onConfirm(comment.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setComment('');
          setError(undefined);
          onClose();
        }
      }}
      title={DASHBOARD_TEXT.rejectTitle}
      description={description}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={confirm}>
            {DASHBOARD_TEXT.reject}
          </Button>
        </>
      }
    >
      <TextareaField
        label={DASHBOARD_TEXT.rejectReason}
        hint={DASHBOARD_TEXT.rejectReasonHint}
        error={error}
        rows={3}
        value={comment}
        autoFocus
        onChange={(event) => {
          setComment(event.target.value);
          if (error) setError(undefined);
        }}
      />
    </Dialog>
  );
}
