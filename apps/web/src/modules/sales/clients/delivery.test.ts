import { describe, expect, it } from 'vitest';
import { deliveryAdvice } from './delivery';

const base = { kind: 'company' as const, country: 'IT', sdi_code: '', pec: '', tax_code: '' };

describe('where the SDI delivers a client’s invoices', () => {
  it('asks an Italian company for its code or a PEC, and offers 0000000 when there is only a PEC', () => {
    expect(deliveryAdvice(base)?.message).toMatch(/codice destinatario oppure la PEC/);
    expect(deliveryAdvice({ ...base, pec: 'amministrazione@pec.rossi.it' })).toEqual({
      message: expect.stringMatching(/sola PEC/),
      suggest: '0000000',
    });
    expect(deliveryAdvice({ ...base, sdi_code: 'M5UXCR1' })).toBeNull();
    expect(deliveryAdvice({ ...base, sdi_code: '0000000', pec: 'amministrazione@pec.rossi.it' })).toBeNull();
  });

  it('says 0000000 without a PEC and XXXXXXX are not enough for an Italian company', () => {
    expect(deliveryAdvice({ ...base, sdi_code: '0000000' })?.suggest).toBeUndefined();
    expect(deliveryAdvice({ ...base, sdi_code: 'xxxxxxx' })?.message).toMatch(/clienti esteri/);
  });

  it('gives a private person 0000000 and asks for the codice fiscale or a PEC', () => {
    const person = { ...base, kind: 'person' as const };
    expect(deliveryAdvice(person)?.suggest).toBe('0000000');
    expect(deliveryAdvice({ ...person, sdi_code: '0000000' })?.message).toMatch(/codice fiscale/);
    expect(deliveryAdvice({ ...person, sdi_code: '0000000', tax_code: 'RSSMRA80A01F205X' })).toBeNull();
    expect(deliveryAdvice({ ...person, sdi_code: '0000000', pec: 'mario@pec.it' })).toBeNull();
  });

  it('gives a foreign client XXXXXXX, company or person', () => {
    expect(deliveryAdvice({ ...base, country: 'DE' })?.suggest).toBe('XXXXXXX');
    expect(deliveryAdvice({ ...base, kind: 'person', country: 'fr', sdi_code: '0000000' })?.suggest).toBe('XXXXXXX');
    expect(deliveryAdvice({ ...base, country: 'DE', sdi_code: 'XXXXXXX' })).toBeNull();
  });
});
