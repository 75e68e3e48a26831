import { OneTimeTokenPasswordBody } from '@portale/shared';
import { z } from 'zod';
import { AUTH_TEXT } from './strings';

/** The shared body (same password rules as registration) plus a client-only confirmation field. */
export const SetPasswordFormSchema = OneTimeTokenPasswordBody.extend({
  password_confirm: z.string().min(1, AUTH_TEXT.register.passwordConfirmRequired),
}).refine((values) => values.password === values.password_confirm, {
  path: ['password_confirm'],
  message: AUTH_TEXT.register.passwordsDiffer,
  when: ({ value }) => typeof value === 'object' && value !== null,
});

export type SetPasswordFormInput = z.input<typeof SetPasswordFormSchema>;
export type SetPasswordFormValues = z.output<typeof SetPasswordFormSchema>;
