import { describe, expect, it } from 'vitest';
import { changedFields, emptyLine, lineOf, linesValuesOf, parseDecimal, totalsOf } from './line-values';

describe('the lines as typed', () => {
  it('reads numbers as an Italian types them', () => {
    expect(parseDecimal('1.250,5')).toBe(1250.5);
    expect(parseDecimal('1250.5')).toBe(1250.5);
    expect(parseDecimal('1.250')).toBe(1250);
    expect(parseDecimal('22 %')).toBe(22);
    expect(parseDecimal('12,3,4')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });

  it('sends a discount typed positive as a negative amount', () => {
    const line = lineOf(emptyLine({ kind: 'discount', description: 'Sconto', unit_price_cents: '100,00' }));
    expect(line.unit_price_cents).toBe(-10_000);
    expect(line.discount_percent).toBe(0);
  });

  it('computes the totals by the shared rules, with the bollo on exempt lines over 77,47 €', () => {
    const values = linesValuesOf(null);
    values.lines = [
      emptyLine({ description: 'Consulenza', quantity: '2', unit_price_cents: '100' }),
      emptyLine({ description: 'Esame', unit_price_cents: '90', vat_rate: '0', natura: 'N2.2' }),
    ];
    const totals = totalsOf(values);
    expect(totals?.taxable_cents).toBe(29_200);
    expect(totals?.vat_cents).toBe(4_400);
    expect(totals?.stamp_duty).toEqual({ due: true, amount_cents: 200, charged: true });
    expect(totals?.total_cents).toBe(33_600);
  });

  it('gives no totals while a line is incomplete', () => {
    const values = linesValuesOf(null);
    expect(totalsOf(values)).toBeNull();
    values.lines = [emptyLine({ description: 'Consulenza', unit_price_cents: '10', vat_rate: '0' })];
    expect(totalsOf(values)).toBeNull();
  });

  it('sends the lines and their options together when one of them changed', () => {
    const lines = [lineOf(emptyLine({ description: 'A', unit_price_cents: '1' }))];
    const before = { causale: 'x', lines, split_payment: false, charge_stamp_duty: true, withholding: null };
    expect(changedFields({ ...before, causale: 'y' }, before)).toEqual({ causale: 'y' });
    expect(changedFields({ ...before, split_payment: true }, before)).toEqual({
      lines,
      split_payment: true,
      charge_stamp_duty: true,
      withholding: null,
    });
  });
});
