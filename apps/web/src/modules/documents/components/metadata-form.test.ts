import { describe, expect, it } from 'vitest';
import { type MetadataValues, metadataPatch } from './metadata-form';

const VALUES: MetadataValues = {
  title: ' Contratto Rossi ',
  description: '',
  type: 'contratto',
  tags: 'fornitori, 2026, Fornitori,',
  expires_on: '2027-01-31',
  retention_until: '',
  confidential: true,
};

describe('metadataPatch', () => {
  it('turns the form into the PATCH body the shared schema accepts', () => {
    const parsed = metadataPatch(VALUES);
    expect(parsed.success && parsed.data).toEqual({
      title: 'Contratto Rossi',
      description: '',
      type: 'contratto',
      tags: ['Fornitori', '2026'],
      expires_on: '2027-01-31',
      retention_until: null,
      confidential: true,
    });
  });

  it('says in Italian what is wrong, field by field', () => {
    const parsed = metadataPatch({ ...VALUES, title: '  ', expires_on: '2027-02-31' });
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(fields.title).toBe('Il titolo è obbligatorio');
    expect(fields.expires_on).toMatch(/data/i);
  });
});
