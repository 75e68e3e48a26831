import {
  type Contract,
  FEE_PERIOD_LABELS,
  type FeePeriod,
  formatDay,
  formatInstant,
  SALES_CONTRACT_TYPE_LABELS,
  type SalesContractType,
} from '@portale/shared';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { type ContractFormValues, valuesOf } from '../contract-form-values';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.conflict;
const FORM = CONTRACTS_TEXT.form;

/** The fields the dialog compares, with their labels. */
const COMPARED: [keyof ContractFormValues, string][] = [
  ['client_name', FORM.client],
  ['title', FORM.title],
  ['type', FORM.type],
  ['value_cents', FORM.money],
  ['fee_period', FORM.feePeriod],
  ['start_date', FORM.startDate],
  ['end_date', FORM.endDate],
  ['auto_renew', FORM.autoRenew],
  ['renewal_months', FORM.renewalMonths],
  ['notice_days', FORM.noticeDays],
  ['owner_id', FORM.owner],
  ['notes', FORM.notes],
  ['milestones', CONTRACTS_TEXT.milestones.title],
];

export type ConflictDialogProps = {
  /** What the user typed. */
  mine: ContractFormValues;
  /** The newer version the server holds. */
  current: Contract;
  /** Without money rights the value and the milestones are not compared (the user cannot change them). */
  money: boolean;
  ownerName: (id: string) => string | undefined;
  onReload: () => void;
  onClose: () => void;
};

function readable(
  key: keyof ContractFormValues,
  value: ContractFormValues[keyof ContractFormValues],
  owner: (id: string) => string | undefined,
) {
  if (key === 'milestones') return TEXT.milestones((value as ContractFormValues['milestones']).length);
  if (typeof value === 'boolean') return value ? TEXT.yes : TEXT.no;
  const text = String(value ?? '').trim();
  if (text === '') return '—';
  if (key === 'type') return SALES_CONTRACT_TYPE_LABELS[text as SalesContractType] ?? text;
  if (key === 'fee_period') return FEE_PERIOD_LABELS[text as FeePeriod] ?? text;
  if (key === 'owner_id') return owner(text) ?? text;
  if (key === 'value_cents') return `${text} €`;
  if (key === 'start_date' || key === 'end_date') return formatDay(text);
  return text;
}

/** The fields where the user's form and the saved version differ. */
export function conflictingFields(mine: ContractFormValues, theirs: ContractFormValues, money: boolean) {
  return COMPARED.filter(([key]) => {
    if (!money && (key === 'value_cents' || key === 'milestones')) return false;
    return JSON.stringify(mine[key]) !== JSON.stringify(theirs[key]);
  });
}

/**
 * A save refused with 409: someone saved the contract after this form was opened. Shows where the two versions
 * differ and offers to reload the form with the saved one (as the client form does).
 */
export function ConflictDialog({ mine, current, money, ownerName, onReload, onClose }: ConflictDialogProps) {
  const theirs = valuesOf(current, undefined, current.start_date);
  const fields = conflictingFields(mine, theirs, money);
  const owner = (id: string) => (id === current.owner?.id ? current.owner.name : ownerName(id));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={TEXT.title}
      description={TEXT.description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.close}
          </Button>
          <Button onClick={onReload}>{TEXT.reload}</Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {TEXT.updatedBy(formatInstant(current.updated_at, 'medium'))}
      </p>
      {fields.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{TEXT.caption}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {TEXT.field}
                </th>
                <th scope="col" className="px-3 py-2">
                  {TEXT.yours}
                </th>
                <th scope="col" className="px-3 py-2">
                  {TEXT.theirs}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {fields.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-white">
                    {label}
                  </th>
                  <td className="px-3 py-2 break-words text-slate-800 dark:text-slate-200">
                    {readable(key, mine[key], owner)}
                  </td>
                  <td className="px-3 py-2 break-words text-slate-800 dark:text-slate-200">
                    {readable(key, theirs[key], owner)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
