import type { Department } from '@portale/shared';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { ConfirmDialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { useDeleteDepartment } from './api/delete-department';
import { DEPARTMENTS_TEXT as TEXT } from './strings';

export type DeleteDepartmentDialogProps = {
  department: Pick<Department, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks before deleting; the server's 409 (sub-departments or members left) stays visible in the dialog. */
export function DeleteDepartmentDialog({ department, onClose, onDeleted }: DeleteDepartmentDialogProps) {
  const remove = useDeleteDepartment();
  return (
    <ConfirmDialog
      open={department !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={TEXT.deleteTitle(department?.name ?? '')}
      description={TEXT.deleteDescription}
      confirmLabel={UI_TEXT.delete}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : undefined}
      onConfirm={() => {
        if (!department) return;
        remove.mutate(department.id, {
          onSuccess: () => {
            toast.success(TEXT.deleted, department.name);
            remove.reset();
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
