import { formatNumber, type InvoiceTotals, NATURA_LABELS } from '@portale/shared';
import { cx } from '@/ui/cx';
import { formatCents } from './format';
import { TOTALS_TEXT } from './strings';

const TEXT = TOTALS_TEXT;
const MUTED = 'text-slate-600 dark:text-slate-400';

export type TotalsPanelProps = {
  /** Null while the lines are incomplete (the form says what to finish). */
  totals: InvoiceTotals | null;
  className?: string;
};

type RowProps = { label: string; cents: number; strong?: boolean; small?: boolean };

function Row({ label, cents, strong = false, small = false }: RowProps) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-4',
        strong && 'text-base font-semibold',
        small && 'text-xs',
      )}
    >
      <dt className={strong ? 'text-slate-900 dark:text-white' : MUTED}>{label}</dt>
      <dd className="text-slate-900 tabular-nums dark:text-white">{formatCents(cents)}</dd>
    </div>
  );
}

/**
 * The totals as the server and the FatturaPA compute them (the shared `computeInvoiceTotals`): the VAT summary per
 * rate or Natura, the taxable amount and VAT, the bollo when due, the document total, and what the client pays
 * after split payment and withholding.
 */
export function TotalsPanel({ totals, className }: TotalsPanelProps) {
  if (!totals) return <p className={cx('text-sm', MUTED, className)}>{TEXT.incomplete}</p>;
  const rows = totals.vat_summary;
  const differsFromTotal = totals.amount_due_cents !== totals.total_cents;
  return (
    <div className={cx('flex flex-col gap-4 text-sm', className)}>
      <table className="w-full text-left">
        <caption className="sr-only">{TEXT.summaryCaption}</caption>
        <thead className={`text-xs ${MUTED}`}>
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {TEXT.rate}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {TEXT.taxable}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {TEXT.vat}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={`${row.vat_rate}|${row.natura ?? ''}`}>
              <th scope="row" className="py-1.5 pr-2 font-normal text-slate-800 dark:text-slate-200">
                {row.natura ? (
                  <abbr title={NATURA_LABELS[row.natura]} className="no-underline">
                    {row.natura}
                  </abbr>
                ) : (
                  `${formatNumber(row.vat_rate)}%`
                )}
                {row.esigibilita === 'S' && <span className={`ml-1 text-xs ${MUTED}`}>(split)</span>}
              </th>
              <td className="py-1.5 pr-2 text-right text-slate-900 tabular-nums dark:text-white">
                {formatCents(row.taxable_cents)}
              </td>
              <td className="py-1.5 text-right text-slate-900 tabular-nums dark:text-white">
                {formatCents(row.vat_cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="flex flex-col gap-1.5 border-t border-slate-200 pt-3 dark:border-slate-800">
        <Row label={TEXT.taxableTotal} cents={totals.taxable_cents} />
        {totals.stamp_duty.charged && <Row label={TEXT.stampCharged} cents={totals.stamp_duty.amount_cents} small />}
        <Row label={TEXT.vatTotal} cents={totals.vat_cents} />
        {totals.stamp_duty.due && !totals.stamp_duty.charged && (
          <Row label={TEXT.stampOurs} cents={totals.stamp_duty.amount_cents} small />
        )}
        <Row label={TEXT.total} cents={totals.total_cents} strong={!differsFromTotal} />
        {totals.amount_due_cents !== totals.total_cents && (
          <>
            {totals.vat_summary.some((row) => row.esigibilita === 'S') && (
              <Row label={TEXT.splitPayment} cents={-totals.vat_cents} />
            )}
            {totals.withholding && (
              <Row
                label={TEXT.withholding(`${formatNumber(totals.withholding.rate)}%`)}
                cents={-totals.withholding.amount_cents}
              />
            )}
            <Row label={TEXT.due} cents={totals.amount_due_cents} strong />
          </>
        )}
      </dl>
    </div>
  );
}
