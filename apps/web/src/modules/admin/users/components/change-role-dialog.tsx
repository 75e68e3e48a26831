import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS, ROLES, type User, UserRoleUpdate } from '@portale/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { useSetUserRole } from '../api/set-user-role';
import { USERS_TEXT } from '../strings';

const TEXT = USERS_TEXT.changeRole;
const FORM_ID = 'change-role-form';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export type ChangeRoleDialogProps = {
  user: User;
  onClose: () => void;
};

export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  const setRole = useSetUserRole();
  const form = useForm<z.input<typeof UserRoleUpdate>, unknown, z.output<typeof UserRoleUpdate>>({
    resolver: zodResolver(UserRoleUpdate),
    defaultValues: { role: user.role },
  });
  const chosen = form.watch('role');

  const onSubmit = form.handleSubmit(async ({ role }) => {
    try {
      const updated = await setRole.mutateAsync({ id: user.id, role });
      toast.success(TEXT.done, TEXT.doneMessage(updated.name, ROLE_LABELS[updated.role]));
      onClose();
    } catch (error) {
      // e.g. 'Non puoi rimuovere a te stesso il permesso admin_access'.
      toast.error(USERS_TEXT.actions.failed, isApiError(error) ? error.message : undefined);
    }
  });

  const pending = setRole.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      description={TEXT.description(user.name)}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={pending} disabled={chosen === user.role}>
            {TEXT.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <SelectField
          label={TEXT.field}
          options={ROLE_OPTIONS}
          error={form.formState.errors.role?.message}
          {...form.register('role')}
        />
      </form>
    </Dialog>
  );
}
