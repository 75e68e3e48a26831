import { draftKeyOf, EmployeePrivateInput } from '@portale/shared';
import { pickLike } from '@/platform/drafts/restore';
import type { Values } from './employee-form-values';

// The employee form kept as the user's draft while it is not saved (issue 15). The reserved data (salary, tax
// code, IBAN, address, emergency contact) are never put in a draft: they stay only where HR's rules guard them.

const PRIVATE_FIELDS = new Set<string>(EmployeePrivateInput.keyof().options);

export const employeeDraftKey = (employeeId: string | undefined) =>
  draftKeyOf('personnel', 'employee', employeeId ?? 'new');

/** What goes into the draft: every field but the reserved ones. */
export const draftableValues = (values: Values): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !PRIVATE_FIELDS.has(key)));

/** The stored draft laid over the form's starting values, or null when it is not this form's. */
export const employeeFromDraft = (payload: unknown, initial: Values): Values | null => {
  const restored = pickLike(draftableValues(initial), payload);
  return restored ? ({ ...initial, ...restored } as Values) : null;
};
