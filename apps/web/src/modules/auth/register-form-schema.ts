import { RegisterBody } from '@portale/shared';
import { z } from 'zod';
import { AUTH_TEXT } from './strings';

/** The shared body plus a client-only confirmation field. */
export const RegisterFormSchema = RegisterBody.extend({
  password_confirm: z.string().min(1, AUTH_TEXT.register.passwordConfirmRequired),
}).refine((values) => values.password === values.password_confirm, {
  path: ['password_confirm'],
  message: AUTH_TEXT.register.passwordsDiffer,
  // Compare even while other fields are still invalid, so every problem shows on the first submit.
  when: ({ value }) => typeof value === 'object' && value !== null,
});

export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;
