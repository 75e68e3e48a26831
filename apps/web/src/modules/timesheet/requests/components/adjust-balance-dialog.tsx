import {
  LEAVE_ADJUSTMENT_KIND_LABELS,
  LEAVE_ADJUSTMENT_KINDS,
  LeaveAdjustmentCreate,
  type LeaveAdjustmentKind,
  type LeaveBalance,
} from '@portale/shared';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useAdjustBalance } from '../api/adjust-balance';
import { formatAmount } from '../format';
import { REQUESTS_TEXT } from '../strings';

const TEXT = REQUESTS_TEXT.adjust;
const KIND_OPTIONS = LEAVE_ADJUSTMENT_KINDS.map((value) => ({ value, label: LEAVE_ADJUSTMENT_KIND_LABELS[value] }));

export type AdjustBalanceDialogProps = {
  personId: string;
  personName: string;
  year: number;
  /** The person's balances of the year: the counted ones can be adjusted. */
  balances: LeaveBalance[];
  onClose: () => void;
};

type Errors = Partial<Record<'leave_type_id' | 'amount' | 'kind' | 'reason', string>>;

/**
 * "Rettifica saldo" (HR): type, kind, signed amount and a required reason. Shows the balance before and after and
 * warns when it would go below zero; saving is still allowed (docs/timesheet.md, "Balance adjustments").
 */
export function AdjustBalanceDialog({ personId, personName, year, balances, onClose }: AdjustBalanceDialogProps) {
  const formId = useId();
  const adjust = useAdjustBalance();
  const counted = balances.filter((b) => b.counted);
  const [typeId, setTypeId] = useState(counted[0]?.leave_type.id ?? '');
  const [kind, setKind] = useState<LeaveAdjustmentKind>('rettifica');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const balance = counted.find((b) => b.leave_type.id === typeId);
  const unit = balance?.leave_type.unit ?? 'days';
  const parsed = Number(amount.replace(',', '.'));
  const after =
    balance?.available != null && amount.trim() !== '' && Number.isFinite(parsed)
      ? Math.round((balance.available + parsed) * 100) / 100
      : null;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = LeaveAdjustmentCreate.safeParse({
      leave_type_id: typeId,
      year,
      amount: amount.trim() === '' ? undefined : parsed,
      kind,
      reason,
    });
    if (!input.success) {
      const next: Errors = {};
      for (const issue of input.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??=
          field === 'amount' && amount.trim() !== '' && !Number.isFinite(parsed) ? TEXT.amountHint : issue.message;
      }
      return setErrors(next);
    }
    try {
      await adjust.mutateAsync({ personId, body: input.data });
      if (after !== null && after < 0) toast.warning(TEXT.savedNegative, formatAmount(after, unit));
      else toast.success(TEXT.saved);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length > 0)
        setErrors(Object.fromEntries(Object.entries(failure.fieldErrors).map(([k, v]) => [k, v[0]])) as Errors);
      toast.error(TEXT.failed, errorMessage(failure));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title(personName)}
      description={TEXT.description(year)}
      dismissible={!adjust.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={adjust.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={adjust.isPending} disabled={counted.length === 0}>
            {TEXT.save}
          </Button>
        </>
      }
    >
      {counted.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noTypes}</p>
      ) : (
        <form id={formId} onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={TEXT.type}
              options={counted.map((b) => ({ value: b.leave_type.id, label: b.leave_type.name }))}
              value={typeId}
              onChange={(e) => setTypeId(e.target.value)}
              error={errors.leave_type_id}
            />
            <SelectField
              label={TEXT.kind}
              options={KIND_OPTIONS}
              value={kind}
              onChange={(e) => setKind(e.target.value as LeaveAdjustmentKind)}
              error={errors.kind}
            />
          </div>
          <TextField
            label={TEXT.amount(unit)}
            hint={TEXT.amountHint}
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setErrors((previous) => ({ ...previous, amount: undefined }));
            }}
            error={errors.amount}
          />
          <TextareaField
            label={TEXT.reason}
            hint={TEXT.reasonHint}
            rows={3}
            maxLength={500}
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((previous) => ({ ...previous, reason: undefined }));
            }}
            error={errors.reason}
          />
          {balance?.available != null && (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
              <dt className="text-slate-600 dark:text-slate-400">{TEXT.now}</dt>
              <dd className="text-right tabular-nums">{formatAmount(balance.available, unit)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{TEXT.after}</dt>
              <dd className="text-right font-medium tabular-nums">
                {after === null ? '—' : formatAmount(after, unit)}
              </dd>
            </dl>
          )}
          {after !== null && after < 0 && (
            <Alert variant="warning" role="none">
              {TEXT.negative}
            </Alert>
          )}
        </form>
      )}
    </Dialog>
  );
}
