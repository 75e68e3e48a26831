import type { User } from '@portale/shared';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { ConfirmDialog } from '@/ui/dialog';
import { useEndUserSessions } from '../api/end-sessions';
import { useSetUserStatus } from '../api/set-user-status';
import { USERS_TEXT } from '../strings';

export type UserConfirmDialogProps = {
  user: User;
  onClose: () => void;
};

const failed = (error: unknown) =>
  // The server's Italian reason, e.g. "Non è possibile disattivare l'ultimo amministratore attivo".
  toast.error(USERS_TEXT.actions.failed, isApiError(error) ? error.message : undefined);

/** Disabling ends every session of the user at once, so it is confirmed first. */
export function DisableUserDialog({ user, onClose }: UserConfirmDialogProps) {
  const setStatus = useSetUserStatus();
  const TEXT = USERS_TEXT.disable;
  const confirm = async () => {
    try {
      await setStatus.mutateAsync({ id: user.id, status: 'disabled' });
      toast.success(USERS_TEXT.actions.disabledTitle, USERS_TEXT.actions.disabled(user.name));
    } catch (error) {
      failed(error);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title(user.name)}
      description={TEXT.description}
      confirmLabel={TEXT.confirm}
      pending={setStatus.isPending}
      onConfirm={confirm}
    />
  );
}

export function EndSessionsDialog({ user, onClose }: UserConfirmDialogProps) {
  const endSessions = useEndUserSessions();
  const TEXT = USERS_TEXT.endSessions;
  const confirm = async () => {
    try {
      const { revoked } = await endSessions.mutateAsync(user.id);
      toast.success(TEXT.done, TEXT.count(revoked));
    } catch (error) {
      failed(error);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title(user.name)}
      description={TEXT.description}
      confirmLabel={TEXT.confirm}
      pending={endSessions.isPending}
      onConfirm={confirm}
    />
  );
}
