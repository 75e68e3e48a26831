import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useDepartmentChoices } from '../api/create-person';
import { USERS_TEXT } from '../strings';

const TEXT = USERS_TEXT.create.record;

/** The minimal fields of the employee record 'Nuovo utente' can create with the account. */
export interface EmployeeRecordDraft {
  enabled: boolean;
  job_title: string;
  department_id: string;
  hire_date: string;
}

export const EMPTY_RECORD: EmployeeRecordDraft = { enabled: true, job_title: '', department_id: '', hire_date: '' };

export type EmployeeRecordFieldsProps = {
  value: EmployeeRecordDraft;
  onChange: (next: EmployeeRecordDraft) => void;
  disabled?: boolean;
};

/** 'Crea anche la scheda in Personale': a checkbox and, when ticked, job title, department and hire date. */
export function EmployeeRecordFields({ value, onChange, disabled }: EmployeeRecordFieldsProps) {
  const departments = useDepartmentChoices(value.enabled);
  const set = (patch: Partial<EmployeeRecordDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-900 dark:text-white">{TEXT.legend}</legend>
      <CheckboxField
        label={TEXT.enable}
        checked={value.enabled}
        disabled={disabled}
        onChange={(event) => set({ enabled: event.target.checked })}
      />
      {value.enabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={TEXT.jobTitle}
            autoComplete="off"
            value={value.job_title}
            disabled={disabled}
            onChange={(event) => set({ job_title: event.target.value })}
          />
          <SelectField
            label={TEXT.department}
            placeholder={TEXT.noDepartment}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            value={value.department_id}
            disabled={disabled}
            onChange={(event) => set({ department_id: event.target.value })}
          />
          <TextField
            label={TEXT.hireDate}
            type="date"
            value={value.hire_date}
            disabled={disabled}
            onChange={(event) => set({ hire_date: event.target.value })}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.later}</p>
      )}
    </fieldset>
  );
}
