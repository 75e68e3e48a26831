import { type ClientCompanyRef, VIEW_MONEY } from '@portale/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useCan } from '@/platform/use-can';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { BILLING_OPTIONS, type ProjectFormValues, STATUS_OPTIONS } from '../project-form-values';
import { PROJECTS_TEXT } from '../strings';
import { ClientPicker } from './client-picker';

const TEXT = PROJECTS_TEXT.form;

type SectionProps = {
  register: UseFormRegister<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>;
};

export type GeneralSectionProps = SectionProps & {
  color: string;
  client: ClientCompanyRef | null;
  onClientChange: (client: ClientCompanyRef | null) => void;
};

/** "Dati generali": code, name, client, status, description, tags and colour. */
export function GeneralSection({ register, errors, color, client, onClientChange }: GeneralSectionProps) {
  return (
    <SectionCard title={TEXT.general}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={TEXT.code}
          hint={TEXT.codeHint}
          autoComplete="off"
          maxLength={20}
          className="[&_input]:font-mono [&_input]:uppercase"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label={TEXT.name}
          autoComplete="off"
          maxLength={160}
          error={errors.name?.message}
          {...register('name')}
        />
        <ClientPicker value={client} onChange={onClientChange} error={errors.client_id?.message} />
        <SelectField
          label={TEXT.status}
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...register('status')}
        />
        <TextareaField
          label={TEXT.description}
          rows={4}
          maxLength={10_000}
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label={TEXT.tags}
          hint={TEXT.tagsHint}
          autoComplete="off"
          error={
            errors.tags?.message ??
            (errors.tags as unknown as { message?: string }[] | undefined)?.find?.(Boolean)?.message
          }
          {...register('tags')}
        />
        <div className="flex items-end gap-3">
          <TextField
            label={TEXT.color}
            autoComplete="off"
            maxLength={7}
            className="flex-1 [&_input]:font-mono"
            error={errors.color?.message}
            {...register('color')}
          />
          <span
            aria-hidden="true"
            className="mb-0.5 size-9 shrink-0 rounded-lg ring-1 ring-slate-300 dark:ring-slate-600"
            style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(color) ? color : 'transparent' }}
          />
        </div>
      </div>
    </SectionCard>
  );
}

export type PlanningSectionProps = SectionProps & {
  managerOptions: { value: string; label: string }[];
  /** The people arrive after the form: the manager select is remounted then, to show the saved choice. */
  peopleLoaded: boolean;
};

/** "Pianificazione e budget": dates, manager, billing, budgets and the default rate. */
export function PlanningSection({ register, errors, managerOptions, peopleLoaded }: PlanningSectionProps) {
  // The euro budget and the default rate are money: shown only with view_all_invoices (VIEW_MONEY), as the server
  // leaves them out of its answers and ignores them from anyone else.
  const showMoney = useCan(VIEW_MONEY);
  return (
    <SectionCard title={TEXT.planning}>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label={TEXT.startDate} type="date" error={errors.start_date?.message} {...register('start_date')} />
        <TextField label={TEXT.endDate} type="date" error={errors.end_date?.message} {...register('end_date')} />
        <SelectField
          // The options arrive after the form: remounting lets the form set the chosen manager again.
          key={peopleLoaded ? 'people' : 'loading'}
          label={TEXT.manager}
          placeholder={TEXT.noManager}
          options={managerOptions}
          error={errors.manager_id?.message}
          {...register('manager_id')}
        />
        <SelectField
          label={TEXT.billing}
          options={BILLING_OPTIONS}
          error={errors.billing_type?.message}
          {...register('billing_type')}
        />
        <TextField
          label={TEXT.budgetHours}
          inputMode="decimal"
          autoComplete="off"
          error={errors.budget_hours?.message}
          {...register('budget_hours')}
        />
        {showMoney && (
          <TextField
            label={TEXT.budgetAmount}
            inputMode="decimal"
            autoComplete="off"
            error={errors.budget_amount?.message}
            {...register('budget_amount')}
          />
        )}
        {showMoney && (
          <TextField
            label={TEXT.hourlyRate}
            hint={TEXT.hourlyRateHint}
            inputMode="decimal"
            autoComplete="off"
            error={errors.hourly_rate?.message}
            {...register('hourly_rate')}
          />
        )}
      </div>
    </SectionCard>
  );
}
