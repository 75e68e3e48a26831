import { validateTaxCode } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { client, OWNER_ID } from '../test/fixtures';
import { ClientFormSchema, patchOf, provinceFor, valuesOf } from './client-form-values';

describe('the client form’s values', () => {
  it('round-trips a stored client without a change', () => {
    const stored = client();
    const parsed = ClientFormSchema.parse(valuesOf(stored, undefined));
    expect(patchOf(parsed, stored)).toBeNull();
  });

  it('patches only what changed, with the version the form was loaded with', () => {
    const stored = client();
    const values = { ...valuesOf(stored, undefined), city: 'Seregno', tags: 'arredo, design' };
    expect(patchOf(ClientFormSchema.parse(values), stored)).toEqual({
      city: 'Seregno',
      tags: ['arredo', 'design'],
      version: 3,
    });
  });

  it('sends the kind with the names when a company becomes a private person', () => {
    const stored = client();
    const values = { ...valuesOf(stored, undefined), kind: 'person' as const, first_name: 'Mario', last_name: 'Rossi' };
    expect(patchOf(ClientFormSchema.parse(values), stored)).toMatchObject({
      kind: 'person',
      name: null,
      first_name: 'Mario',
      last_name: 'Rossi',
      version: 3,
    });
  });

  it('turns a company into a private person: nome and cognome instead of the ragione sociale', () => {
    const values = {
      ...valuesOf(null, OWNER_ID),
      kind: 'person' as const,
      name: 'ignored',
      first_name: 'Mario',
      last_name: 'Rossi',
    };
    expect(ClientFormSchema.parse(values)).toMatchObject({ name: null, first_name: 'Mario', last_name: 'Rossi' });
  });

  it('refuses a wrong codice fiscale check character with the shared Italian message', () => {
    const result = ClientFormSchema.safeParse({
      ...valuesOf(null, OWNER_ID),
      name: 'Studio',
      tax_code: 'RSSMRA80A01F205Y',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'tax_code',
      validateTaxCode('RSSMRA80A01F205Y'),
    ]);
  });

  it('keeps the province consistent with the country', () => {
    expect(provinceFor('DE', 'MI')).toBe('EE');
    expect(provinceFor('IT', 'EE')).toBe('');
    expect(provinceFor('IT', 'MI')).toBe('MI');
  });
});
