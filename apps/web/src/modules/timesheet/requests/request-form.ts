import { LeaveRequestCreate, type LeaveRequestPreviewQuery, type LeaveRequestsContext } from '@portale/shared';

// The new-request form's state and its mapping to the API, kept pure for unit tests.

export type LeaveTypeOption = LeaveRequestsContext['leave_types'][number];

export interface RequestFormState {
  leave_type_id: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  protocol_number: string;
  note: string;
}

export type FormErrors = Partial<Record<keyof RequestFormState, string>>;

export function initialForm(types: readonly LeaveTypeOption[], today: string): RequestFormState {
  const first = types.find((t) => t.code === 'ferie') ?? types[0];
  return {
    leave_type_id: first?.id ?? '',
    start_date: today,
    end_date: today,
    start_time: '09:00',
    end_time: '13:00',
    protocol_number: '',
    note: '',
  };
}

/** The body sent to the server: hour types carry a time range on one day, day types a date range. */
export function toRequestBody(form: RequestFormState, type: LeaveTypeOption | undefined) {
  const hourly = type?.unit === 'hours';
  return {
    leave_type_id: form.leave_type_id,
    start_date: form.start_date,
    end_date: hourly ? form.start_date : form.end_date || form.start_date,
    start_time: hourly ? form.start_time || null : null,
    end_time: hourly ? form.end_time || null : null,
    protocol_number: type?.requires_protocol ? form.protocol_number.trim() || null : null,
    note: form.note.trim(),
  };
}

/** The preview query once the input is complete and well formed; null otherwise (no request is sent). */
export function previewQueryOf(
  form: RequestFormState,
  type: LeaveTypeOption | undefined,
): LeaveRequestPreviewQuery | null {
  if (!type) return null;
  const body = toRequestBody(form, type);
  const parsed = LeaveRequestCreate.safeParse(body);
  if (!parsed.success) return null;
  if (type.unit === 'hours' && (!body.start_time || !body.end_time)) return null;
  const { start_date, end_date, start_time, end_time } = body;
  return {
    leave_type_id: body.leave_type_id,
    start_date,
    end_date,
    start_time: start_time ?? undefined,
    end_time: end_time ?? undefined,
  };
}

/** Validates with the shared schema, plus the rules that depend on the type; field → Italian message. */
export function validateForm(
  form: RequestFormState,
  type: LeaveTypeOption | undefined,
  text: {
    timeRequired: string;
    protocolRequired: string;
  },
): FormErrors {
  const errors: FormErrors = {};
  const parsed = LeaveRequestCreate.safeParse(toRequestBody(form, type));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RequestFormState;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (type?.unit === 'hours') {
    if (!form.start_time) errors.start_time ??= text.timeRequired;
    if (!form.end_time) errors.end_time ??= text.timeRequired;
  }
  if (type?.requires_protocol && !form.protocol_number.trim()) errors.protocol_number = text.protocolRequired;
  return errors;
}
