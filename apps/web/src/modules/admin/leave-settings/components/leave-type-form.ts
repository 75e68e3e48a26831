import type { LeaveTypeCreate } from '@portale/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The leave type form's values, shared by the dialog and the field groups it renders. */
export type LeaveTypeFormValues = z.input<typeof LeaveTypeCreate>;

export type LeaveTypeForm = UseFormReturn<LeaveTypeFormValues, unknown, LeaveTypeCreate>;
