// The contact form's shared schema, in a module of its own: the form imports it when first used, so zod is not part
// of the contact page's first download (platform/schema-form.ts).
export { ContactMessageCreate } from '@portale/shared';
