import {
  type Contract,
  FEE_PERIOD_LABELS,
  type FeePeriod,
  formatDay,
  formatInstant,
  SALES_CONTRACT_TYPE_LABELS,
  type SalesContractType,
} from '@portale/shared';
import { VersionConflictDialog } from '@/ui/version-conflict-dialog';
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

/** A save refused with 409: the shared dialog, with the contract's fields in words. */
export function ConflictDialog({ mine, current, money, ownerName, onReload, onClose }: ConflictDialogProps) {
  const theirs = valuesOf(current, undefined, current.start_date);
  const owner = (id: string) => (id === current.owner?.id ? current.owner.name : ownerName(id));
  const rows = conflictingFields(mine, theirs, money).map(([key, label]) => ({
    label,
    mine: readable(key, mine[key], owner),
    theirs: readable(key, theirs[key], owner),
  }));
  return (
    <VersionConflictDialog
      title={TEXT.title}
      description={TEXT.description}
      savedAt={formatInstant(current.updated_at, 'medium')}
      rows={rows}
      onReload={onReload}
      onClose={onClose}
    />
  );
}
