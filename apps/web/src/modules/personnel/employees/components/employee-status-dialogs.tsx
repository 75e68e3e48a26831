import { type EmployeeListItem, todayInRome } from '@portale/shared';
import { useId, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useDeactivateEmployee } from '../api/deactivate-employee';
import { useReactivateEmployee } from '../api/reactivate-employee';
import { PEOPLE_TEXT } from '../strings';

const TEXT = PEOPLE_TEXT;

type StatusDialogProps = { employee: EmployeeListItem; onClose: () => void };

/** Asks for the last working day (today in Rome by default), then disables the account. */
export function DeactivateDialog({ employee, onClose }: StatusDialogProps) {
  const deactivate = useDeactivateEmployee();
  const dateId = useId();
  const [date, setDate] = useState(todayInRome);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    try {
      await deactivate.mutateAsync({ id: employee.id, termination_date: date || undefined });
      toast.success(TEXT.deactivate.done, employee.name);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={TEXT.deactivate.title(employee.name)}
      description={TEXT.deactivate.description}
      dismissible={!deactivate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deactivate.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant="danger" loading={deactivate.isPending} onClick={() => void confirm()}>
            {TEXT.deactivate.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextField
          id={dateId}
          label={TEXT.deactivate.date}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** Reactivates an account; someone who never signed in is invited again. */
export function ReactivateDialog({ employee, onClose }: StatusDialogProps) {
  const reactivate = useReactivateEmployee();
  const [error, setError] = useState<string>();
  // Someone who never signed in is invited again; without e-mail the admin hands the link over.
  const [handOver, setHandOver] = useState<string | null>(null);
  if (handOver) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={TEXT.deactivate.reactivated}
        footer={<Button onClick={onClose}>{UI_TEXT.close}</Button>}
      >
        <div className="flex flex-col gap-4">
          <Alert variant="success">{TEXT.deactivate.reinvited(employee.name)}</Alert>
          <TextField
            label={TEXT.form.linkLabel}
            hint={TEXT.form.linkHint}
            readOnly
            value={handOver}
            onFocus={(e) => e.target.select()}
          />
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="primary"
      title={TEXT.deactivate.reactivateTitle(employee.name)}
      description={TEXT.deactivate.reactivateDescription}
      confirmLabel={TEXT.deactivate.reactivateConfirm}
      pending={reactivate.isPending}
      error={error}
      onConfirm={async () => {
        try {
          const result = await reactivate.mutateAsync(employee.id);
          if (result.invited && result.link) {
            setHandOver(result.link);
            return;
          }
          toast.success(
            TEXT.deactivate.reactivated,
            result.invited ? TEXT.deactivate.reinvitedEmailed(employee.email) : employee.name,
          );
          onClose();
        } catch (e) {
          setError(errorMessage(e));
        }
      }}
    />
  );
}
