import {
  computeInvoiceTotals,
  formatNumber,
  formatPercent,
  type InvoiceLine,
  type InvoiceTotals,
  lineTotalCents,
  type WithholdingInput,
} from '@portale/shared';
import { cx } from '@/ui/cx';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.lines;

export type DocumentLinesProps = {
  lines: readonly InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
  /** The totals as stored: shown when the lines cannot be summed again (they always can when valid). */
  total_cents: number;
  /** What the client pays, when the document states it (pre-invoices). */
  amount_due_cents?: number;
};

function totalsOf(props: DocumentLinesProps): InvoiceTotals | null {
  try {
    return computeInvoiceTotals(props.lines, props);
  } catch {
    return null;
  }
}

const quantity = (line: InvoiceLine) => `${formatNumber(line.quantity, 3)}${line.unit ? ` ${line.unit}` : ''}`;
const vat = (line: InvoiceLine) => (line.natura ? line.natura : formatPercent(line.vat_rate, 2));

/**
 * A proposal's or pre-invoice's lines and totals, as its PDF prints them: one table (the quantities, prices and VAT
 * fold under the description on a phone), then the VAT per rate, the bollo, split payment and withholding.
 */
export function DocumentLines(props: DocumentLinesProps) {
  const totals = totalsOf(props);
  // A discount column only when some line has a discount: a column of dashes says nothing.
  const discounts = props.lines.some((line) => line.discount_percent > 0);
  const cell = 'px-3 py-2.5 align-top';
  const wide = 'hidden sm:table-cell';
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-sm">
          <caption className="sr-only">{TEXT.caption}</caption>
          <thead className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className={cell}>
                {TEXT.description}
              </th>
              <th scope="col" className={cx(cell, wide, 'text-right')}>
                {TEXT.quantity}
              </th>
              <th scope="col" className={cx(cell, wide, 'text-right')}>
                {TEXT.unitPrice}
              </th>
              {discounts && (
                <th scope="col" className={cx(cell, 'hidden text-right md:table-cell')}>
                  {TEXT.discount}
                </th>
              )}
              <th scope="col" className={cx(cell, wide, 'text-right')}>
                {TEXT.vat}
              </th>
              <th scope="col" className={cx(cell, 'text-right')}>
                {TEXT.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {props.lines.map((line, index) => (
              // Lines have no id of their own; their order is the document's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the line's identity here
              <tr key={index}>
                <td className={cx(cell, 'text-slate-900 dark:text-white')}>
                  <p className="break-words whitespace-pre-line">
                    {line.kind === 'discount' && !/^sconto\b/i.test(line.description) && (
                      <span className="font-medium">{TEXT.discountLine}: </span>
                    )}
                    {line.description}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-600 sm:hidden dark:text-slate-400">
                    {quantity(line)} × {euro(line.unit_price_cents)}
                    {line.discount_percent > 0 && ` · −${formatPercent(line.discount_percent, 2)}`} · {TEXT.vat}{' '}
                    {vat(line)}
                  </p>
                </td>
                <td className={cx(cell, wide, 'text-right whitespace-nowrap')}>{quantity(line)}</td>
                <td className={cx(cell, wide, 'text-right whitespace-nowrap')}>{euro(line.unit_price_cents)}</td>
                {discounts && (
                  <td className={cx(cell, 'hidden text-right whitespace-nowrap md:table-cell')}>
                    {line.discount_percent > 0 ? formatPercent(line.discount_percent, 2) : '—'}
                  </td>
                )}
                <td className={cx(cell, wide, 'text-right whitespace-nowrap')}>{vat(line)}</td>
                <td className={cx(cell, 'text-right font-medium whitespace-nowrap text-slate-900 dark:text-white')}>
                  {euro(lineTotalCents(line))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Totals totals={totals} props={props} />
    </div>
  );
}

function Row({ label, value, strong, divided }: { label: string; value: string; strong?: boolean; divided?: boolean }) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-4',
        strong && 'text-base font-semibold',
        divided && 'mt-1 border-t border-slate-200 pt-2 dark:border-slate-800',
      )}
    >
      <dt className={strong ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}>{label}</dt>
      <dd className="font-medium whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

function Totals({ totals, props }: { totals: InvoiceTotals | null; props: DocumentLinesProps }) {
  if (!totals)
    return (
      <dl className="ml-auto flex w-full max-w-sm flex-col gap-1.5 text-sm">
        <Row label={TEXT.total} value={euro(props.total_cents)} strong />
      </dl>
    );
  const linesTaxable = totals.line_totals_cents.reduce((sum, cents) => sum + cents, 0);
  const splitVat = props.split_payment ? totals.vat_cents : 0;
  const showDue = splitVat > 0 || totals.withholding !== null;
  return (
    <dl className="ml-auto flex w-full max-w-sm flex-col gap-1.5 text-sm">
      <Row label={TEXT.taxable} value={euro(linesTaxable)} />
      {totals.vat_summary
        .filter((row) => row.vat_cents !== 0)
        .map((row) => (
          <Row key={`${row.vat_rate}`} label={TEXT.vatAt(formatPercent(row.vat_rate, 2))} value={euro(row.vat_cents)} />
        ))}
      {totals.stamp_duty.charged && <Row label={TEXT.stampDuty} value={euro(totals.stamp_duty.amount_cents)} />}
      <Row label={TEXT.total} value={euro(totals.total_cents)} strong={!showDue} divided />
      {splitVat > 0 && <Row label={TEXT.splitPayment} value={`−${euro(splitVat)}`} />}
      {totals.withholding && (
        <Row
          label={`${TEXT.withholding} (${formatPercent(totals.withholding.rate, 2)})`}
          value={`−${euro(totals.withholding.amount_cents)}`}
        />
      )}
      {showDue && <Row label={TEXT.amountDue} value={euro(props.amount_due_cents ?? totals.amount_due_cents)} strong />}
    </dl>
  );
}
