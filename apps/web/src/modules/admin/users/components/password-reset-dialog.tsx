import type { OneTimeLinkResult, User } from '@portale/shared';
import { useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { useIssuePasswordReset } from '../api/reset-password';
import { USERS_TEXT } from '../strings';
import { OneTimeLink } from './one-time-link';

const TEXT = USERS_TEXT.resetPassword;

export type PasswordResetDialogProps = {
  user: User;
  onClose: () => void;
};

/** Confirms, then shows the one-time reset link (or that it was e-mailed). */
export function PasswordResetDialog({ user, onClose }: PasswordResetDialogProps) {
  const issue = useIssuePasswordReset();
  const [result, setResult] = useState<OneTimeLinkResult | null>(null);

  const confirm = async () => {
    try {
      const issued = await issue.mutateAsync(user.id);
      setResult(issued);
      if (issued.email_sent) toast.success(TEXT.emailed, TEXT.emailedMessage(issued.user.email));
      else toast.success(TEXT.linkReady);
    } catch (error) {
      toast.error(USERS_TEXT.actions.failed, isApiError(error) ? error.message : undefined);
      onClose();
    }
  };

  if (!result) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={`${TEXT.title}: ${user.name}`}
        description={TEXT.confirmDescription(user.name)}
        confirmLabel={TEXT.confirm}
        tone="primary"
        pending={issue.isPending}
        onConfirm={confirm}
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${TEXT.title}: ${user.name}`}
      footer={<Button onClick={onClose}>{TEXT.close}</Button>}
    >
      {result.email_sent || !result.link ? (
        <Alert variant="success">{TEXT.emailedMessage(result.user.email)}</Alert>
      ) : (
        <OneTimeLink link={result.link} expiresAt={result.expires_at} />
      )}
    </Dialog>
  );
}
