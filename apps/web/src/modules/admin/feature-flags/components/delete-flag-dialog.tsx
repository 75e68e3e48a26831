import type { FeatureFlag } from '@portale/shared';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteFeatureFlag } from '../api/delete-feature-flag';
import { FLAGS_TEXT } from '../strings';

const TEXT = FLAGS_TEXT.remove;

export type DeleteFlagDialogProps = { flag: FeatureFlag; onClose: () => void };

/** Deleting a key the code still checks turns that feature off for everyone: say so before doing it. */
export function DeleteFlagDialog({ flag, onClose }: DeleteFlagDialogProps) {
  const remove = useDeleteFeatureFlag();
  const confirm = () =>
    remove.mutate(flag, {
      onSuccess: () => {
        toast.success(TEXT.done, TEXT.doneMessage(flag.display_name));
        onClose();
      },
      onError: (error) => toast.error(TEXT.failed, errorMessage(error)),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      description={TEXT.description(flag.display_name, flag.feature_key)}
      confirmLabel={TEXT.confirm}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : undefined}
    />
  );
}
