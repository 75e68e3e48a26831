import type { KpiTemplate } from '@portale/shared';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteKpiTemplate } from '../api/delete-kpi-template';
import { KPI_TEXT } from '../strings';

const TEXT = KPI_TEXT.remove;

export type DeleteKpiDialogProps = { template: KpiTemplate; onClose: () => void };

export function DeleteKpiDialog({ template, onClose }: DeleteKpiDialogProps) {
  const remove = useDeleteKpiTemplate();
  const confirm = () =>
    remove.mutate(template.id, {
      onSuccess: () => {
        toast.success(TEXT.done, TEXT.doneMessage(template.name));
        onClose();
      },
      onError: (error) => toast.error(TEXT.failed, errorMessage(error)),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      description={TEXT.description(template.name)}
      confirmLabel={TEXT.confirm}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : undefined}
    />
  );
}
