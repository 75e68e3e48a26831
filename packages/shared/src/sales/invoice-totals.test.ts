import { describe, expect, it } from 'vitest';
import { InvoiceLines } from './invoice-schemas';
import { computeInvoiceTotals, type InvoiceLineInput, lineTotalCents, vatCents } from './invoice-totals';

const line = (over: Partial<InvoiceLineInput>): InvoiceLineInput => ({
  kind: 'item',
  description: 'Consulenza',
  quantity: 1,
  unit: null,
  unit_price_cents: 10_000,
  discount_percent: 0,
  vat_rate: 22,
  natura: null,
  withholding: false,
  ...over,
});
const plain = { split_payment: false, charge_stamp_duty: true, withholding: null };

describe('line totals, rounded once per line half away from zero', () => {
  it.each([
    // quantity, unit price (cents), discount %, expected PrezzoTotale (cents)
    [1, 10_000, 0, 10_000],
    [1.5, 3333, 0, 5000], // 4999.5 → 5000
    [0.333, 1000, 0, 333], // 333.0
    [0.125, 1, 0, 0], // 0.125 → 0
    [0.5, 1, 0, 1], // 0.5 → 1 (half up)
    [3, 3333, 10, 8999], // 8999.1
    [1, 999, 12.5, 874], // 874.125
    [1, 1, 50, 1], // 0.5 → 1
    [7.25, 1990, 33.33, 9619], // 14427.5 × 0.6667 = 9618.81…
    [1, -5000, 0, -5000], // discount line
    [1, -1, 50, -1], // −0.5 → −1, mirror of +0.5
    [999_999, 99_999_999, 0, 99_999_899_000_001], // beyond 2^53 in the intermediate product
  ])('%s × %s cents less %s percent = %s cents', (quantity, price, discount, expected) => {
    expect(lineTotalCents({ quantity, unit_price_cents: price, discount_percent: discount })).toBe(expected);
  });

  it('takes the decimal quantity exactly, not its binary approximation', () => {
    // 1.005 × 100 is 100.49999… in floating point; as thousandths it is 1005 × 100 / 1000 = 100.5 → 101.
    expect(lineTotalCents({ quantity: 1.005, unit_price_cents: 100, discount_percent: 0 })).toBe(101);
  });
});

describe('VAT summary and document totals', () => {
  it('rounds the VAT once per rate on the sum of the rounded lines, not line by line', () => {
    // Three lines of 0,10 € at 22 %: per line the VAT would be 0,02 × 3 = 0,06; on the sum it is 0,30 × 22 % = 0,07.
    const totals = computeInvoiceTotals(
      [1, 2, 3].map(() => line({ unit_price_cents: 10 })),
      plain,
    );
    expect(totals.vat_summary).toEqual([
      { vat_rate: 22, natura: null, taxable_cents: 30, vat_cents: 7, esigibilita: 'I' },
    ]);
    expect(totals.total_cents).toBe(37);
    expect(vatCents(30, 22)).toBe(7); // 6.6 → 7
    expect(vatCents(25, 22)).toBe(6); // 5.5 → 6
    expect(vatCents(1, 4)).toBe(0);
  });

  it('keeps one row per rate and per Natura, highest rate first, and totals equal the rows', () => {
    const totals = computeInvoiceTotals(
      [
        line({ unit_price_cents: 12_345 }),
        line({ unit_price_cents: 1_000, vat_rate: 10 }),
        line({ unit_price_cents: 2_000, vat_rate: 0, natura: 'N3.1' }),
        line({ unit_price_cents: 3_000, vat_rate: 0, natura: 'N2.2' }),
        line({ quantity: 2, unit_price_cents: 555 }),
      ],
      plain,
    );
    expect(totals.vat_summary.map((row) => [row.vat_rate, row.natura, row.taxable_cents, row.vat_cents])).toEqual([
      [22, null, 13_455, 2960], // 2960.1
      [10, null, 1_000, 100],
      [0, 'N2.2', 3_000, 0],
      [0, 'N3.1', 2_000, 0],
    ]);
    expect(totals.taxable_cents).toBe(totals.line_totals_cents.reduce((a, b) => a + b, 0));
    expect(totals.total_cents).toBe(19_455 + 3060);
    expect(totals.stamp_duty.due).toBe(false); // 30 € of N2.2: under 77,47 €, and exports do not count
    expect(totals.amount_due_cents).toBe(totals.total_cents);
  });

  it('subtracts a discount line from its rate only', () => {
    const totals = computeInvoiceTotals(
      [
        line({ unit_price_cents: 100_000 }),
        line({ kind: 'discount', description: 'Sconto', unit_price_cents: -10_000 }),
      ],
      plain,
    );
    expect(totals.vat_summary[0]).toMatchObject({ taxable_cents: 90_000, vat_cents: 19_800 });
    expect(totals.total_cents).toBe(109_800);
  });
});

describe('stamp duty', () => {
  it.each([
    ['N2.2 at exactly 77,47 € is not enough', 'N2.2', 7747, false],
    ['N2.2 at 77,48 € is', 'N2.2', 7748, true],
    ['N4 exempt over the threshold', 'N4', 50_000, true],
    ['N1 excluded under art. 15', 'N1', 10_000, true],
    ['N3.1 exports never', 'N3.1', 500_000, false],
    ['N3.2 intra-EU supplies never', 'N3.2', 500_000, false],
    ['N6.3 reverse charge never', 'N6.3', 500_000, false],
  ] as const)('%s', (_name, natura, cents, due) => {
    const totals = computeInvoiceTotals([line({ vat_rate: 0, natura, unit_price_cents: cents })], plain);
    expect(totals.stamp_duty).toEqual({ due, amount_cents: due ? 200 : 0, charged: due });
    expect(totals.total_cents).toBe(cents + (due ? 200 : 0));
  });

  it('charges the bollo as an N1 row, or leaves it to the seller', () => {
    const lines = [line({ vat_rate: 0, natura: 'N2.2', unit_price_cents: 10_000 })];
    const charged = computeInvoiceTotals(lines, plain);
    expect(charged.vat_summary.map((row) => [row.natura, row.taxable_cents])).toEqual([
      ['N1', 200],
      ['N2.2', 10_000],
    ]);
    const kept = computeInvoiceTotals(lines, { ...plain, charge_stamp_duty: false });
    expect(kept.stamp_duty).toEqual({ due: true, amount_cents: 200, charged: false });
    expect(kept.total_cents).toBe(10_000);
  });
});

describe('split payment and withholding', () => {
  it('marks the VAT rows S and leaves the VAT out of what the buyer pays the seller', () => {
    const totals = computeInvoiceTotals(
      [line({ unit_price_cents: 100_000 }), line({ unit_price_cents: 1000, vat_rate: 0, natura: 'N2.2' })],
      { ...plain, split_payment: true },
    );
    expect(totals.vat_summary.map((row) => row.esigibilita)).toEqual(['S', null]);
    expect(totals.total_cents).toBe(123_000);
    expect(totals.amount_due_cents).toBe(101_000);
  });

  it('withholds the rate on the flagged lines only, rounded to the cent', () => {
    const totals = computeInvoiceTotals(
      [line({ unit_price_cents: 123_457, withholding: true }), line({ unit_price_cents: 5_000 })],
      { ...plain, withholding: { type: 'RT01', rate: 20, causale: 'A' } },
    );
    expect(totals.withholding).toMatchObject({ taxable_cents: 123_457, amount_cents: 24_691 }); // 24691.4
    expect(totals.amount_due_cents).toBe(totals.total_cents - 24_691);
  });
});

describe('bad input is refused in Italian', () => {
  const messages = (input: unknown) => InvoiceLines.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it.each([
    [{ vat_rate: 0 }, "Con l'aliquota IVA 0% indica la natura dell'operazione (N1…N7)"],
    [
      { vat_rate: 22, natura: 'N4' },
      "La natura si indica solo per le righe senza IVA: togli la natura o metti l'aliquota a 0%",
    ],
    [{ unit_price_cents: -100 }, 'Un prezzo negativo è ammesso solo in una riga di sconto'],
    [{ kind: 'discount', unit_price_cents: 100 }, "L'importo di una riga di sconto deve essere negativo"],
    [{ quantity: -1 }, 'La quantità deve essere maggiore di zero'],
    [{ quantity: 1.2345 }, 'La quantità può avere al massimo tre decimali'],
    [{ discount_percent: 10.555 }, 'Lo sconto può avere al massimo due decimali'],
    [{ unit_price_cents: 10.5 }, 'Il prezzo unitario si indica in centesimi interi'],
    [{ vat_rate: 0, natura: 'N2' }, 'Natura IVA non valida'],
  ])('%o → %s', (over, message) => {
    expect(messages({ lines: [{ ...line({}), ...over }] })).toContain(message);
  });

  it('refuses discounts larger than the taxable amount of their rate', () => {
    const lines = [line({ unit_price_cents: 1000 }), line({ kind: 'discount', unit_price_cents: -1001 })];
    expect(messages({ lines })).toEqual(["Gli sconti superano l'imponibile delle righe con IVA 22%"]);
    expect(() => computeInvoiceTotals(lines, plain)).toThrow("Gli sconti superano l'imponibile");
  });

  it('accepts a valid document and fills the defaults', () => {
    const parsed = InvoiceLines.parse({
      lines: [{ description: 'Sviluppo', quantity: 2.5, unit_price_cents: 5000, vat_rate: 22 }],
    });
    expect(parsed).toMatchObject({ split_payment: false, charge_stamp_duty: true, withholding: null });
    expect(parsed.lines[0]).toMatchObject({ kind: 'item', discount_percent: 0, natura: null, unit: null });
  });
});
