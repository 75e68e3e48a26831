// The shared schemas of the auth forms, in a module of their own: the forms import it when first used, so zod is
// not part of the pages' first download (platform/schema-form.ts).
export { LoginBody } from '@portale/shared';
export { RegisterFormSchema } from './register-form-schema';
export { SetPasswordFormSchema } from './set-password-form-schema';
