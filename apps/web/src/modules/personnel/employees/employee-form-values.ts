import { type EmployeeDetail, EmployeePrivateInput } from '@portale/shared';

/** The reserved fields HR writes: the shared schema's, so the form never lists them again. */
const PRIVATE_FIELDS = EmployeePrivateInput.keyof().options;

/** What the inputs hold: text, '' for none; `share_birthday` is 'true' or ''. */
export type Values = Record<string, string> & { share_birthday: string };

/** The form's values for a record (or a new employee). Reserved fields start empty: blank means unchanged. */
export function initialValues(employee: EmployeeDetail | null): Values {
  const v = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));
  const values: Values = {
    first_name: v(employee?.first_name),
    last_name: v(employee?.last_name),
    username: v(employee?.username),
    email: v(employee?.email),
    role: employee?.role ?? 'employee',
    employee_number: v(employee?.employee_number),
    job_title: v(employee?.job_title),
    department_id: v(employee?.department_id),
    manager_id: v(employee?.manager_id),
    work_location_id: v(employee?.work_location_id),
    contract_type: employee ? v(employee.contract_type) : 'tempo_indeterminato',
    contract_end_date: v(employee?.contract_end_date),
    part_time_pct: employee ? String(employee.part_time_pct) : '100',
    weekly_hours: '',
    ccnl_level_id: v(employee?.ccnl_level_id),
    hourly_cost: v(employee?.hourly_cost),
    hire_date: v(employee?.hire_date),
    work_phone: v(employee?.work_phone),
    birth_date: v(employee?.birth_date),
    share_birthday: employee?.share_birthday ? 'true' : '',
    bio: v(employee?.bio),
  };
  for (const f of PRIVATE_FIELDS) values[f] = '';
  return values;
}

const nullable = (s: string) => (s.trim() === '' ? null : s.trim());
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** The API body of the values: trimmed, nulls for blanks, reserved data only when given. */
export function payloadOf(values: Values, original: EmployeeDetail | null) {
  const creating = original === null;
  const privateData: Record<string, unknown> = {};
  for (const f of PRIVATE_FIELDS) {
    if (values[f]!.trim() === '') continue;
    privateData[f] = f === 'ral' ? numberOrNull(values[f]!) : values[f]!.trim();
  }
  const body: Record<string, unknown> = {
    first_name: values.first_name!.trim(),
    last_name: values.last_name!.trim(),
    email: values.email!.trim(),
    employee_number: nullable(values.employee_number!),
    job_title: values.job_title!.trim(),
    department_id: nullable(values.department_id!),
    manager_id: nullable(values.manager_id!),
    work_location_id: nullable(values.work_location_id!),
    contract_type: nullable(values.contract_type!),
    contract_end_date: nullable(values.contract_end_date!),
    part_time_pct: numberOrNull(values.part_time_pct!) ?? 100,
    ccnl_level_id: nullable(values.ccnl_level_id!),
    hourly_cost: numberOrNull(values.hourly_cost!),
    hire_date: nullable(values.hire_date!),
    work_phone: nullable(values.work_phone!),
    birth_date: nullable(values.birth_date!),
    share_birthday: values.share_birthday === 'true',
    bio: values.bio!.trim(),
  };
  if (values.weekly_hours!.trim() !== '') body.weekly_hours = numberOrNull(values.weekly_hours!);
  // An unchanged percentage keeps the stored weekly hours (they may have been set by hand).
  else if (original && body.part_time_pct === original.part_time_pct) delete body.part_time_pct;
  if (Object.keys(privateData).length > 0) body.private = privateData;
  if (creating) {
    body.username = values.username!.trim();
    body.role = values.role;
  }
  return body;
}
