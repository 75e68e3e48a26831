import { formatNumber, type InvoiceLine, lineTotalCents, NATURA_LABELS } from '@portale/shared';
import { formatCents } from './format';
import type { StoredLines } from './line-values';
import { LINES_TEXT } from './strings';

const TEXT = LINES_TEXT.table;
const MUTED = 'text-slate-600 dark:text-slate-400';
const CELL = 'px-3 py-2.5 align-top';

type ShownLine = StoredLines['lines'][number];

/** A discount line is marked as such, unless its description already says so ("Sconto fedeltà"). */
const namesDiscount = (line: Pick<InvoiceLine, 'kind' | 'description'>) =>
  line.kind === 'discount' && !/^\s*sconto\b/i.test(line.description);

const vatOf = (line: Pick<InvoiceLine, 'vat_rate' | 'natura'>) =>
  line.natura ? line.natura : `${formatNumber(line.vat_rate)}%`;

export type InvoiceLinesTableProps = {
  lines: readonly ShownLine[];
  money: boolean;
  /** The table's accessible name: "Righe dell’offerta", "Righe della pre-fattura". */
  caption: string;
};

/**
 * The lines of a proposal or pre-invoice, read only: prices, discounts and amounts only when the server sent them
 * (a reader without view_all_invoices gets the descriptions and quantities alone).
 */
export function InvoiceLinesTable({ lines, money, caption }: InvoiceLinesTableProps) {
  if (lines.length === 0) return <p className={`text-sm ${MUTED}`}>{TEXT.noLines}</p>;
  return (
    <>
      <LineCards lines={lines} money={money} caption={caption} />
      <LinesTable lines={lines} money={money} caption={caption} />
    </>
  );
}

/** On phones: one block per line, the amount on the right. */
function LineCards({ lines, money, caption }: InvoiceLinesTableProps) {
  return (
    <ul aria-label={caption} className="flex flex-col divide-y divide-slate-100 md:hidden dark:divide-slate-800">
      {lines.map((line, index) => {
        const price = line.unit_price_cents;
        const quantity = `${formatNumber(line.quantity, 3)}${line.unit ? ` ${line.unit}` : ''}`;
        const each = money && price !== undefined ? ` × ${formatCents(price)}` : '';
        const discount = line.discount_percent ? ` −${formatNumber(line.discount_percent)}%` : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity.
          <li key={index} className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="whitespace-pre-line text-slate-900 dark:text-white">
                {namesDiscount(line) && <span className="mr-1 font-medium">{TEXT.discountLine}:</span>}
                {line.description}
              </p>
              <p className={`text-xs ${MUTED}`}>
                {quantity}
                {each}
                {discount} · {TEXT.vat} {vatOf(line)}
              </p>
            </div>
            {money && price !== undefined && (
              <p className="shrink-0 font-medium text-slate-900 tabular-nums dark:text-white">
                {formatCents(lineTotalCents({ ...line, unit_price_cents: price }))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LinesTable({ lines, money, caption }: InvoiceLinesTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
    <section tabIndex={0} aria-label={caption} className="relative hidden overflow-x-auto md:block">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={`border-b border-slate-200 text-xs dark:border-slate-800 ${MUTED}`}>
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              {TEXT.description}
            </th>
            <th scope="col" className={`${CELL} text-right font-medium`}>
              {TEXT.quantity}
            </th>
            {money && (
              <>
                <th scope="col" className={`${CELL} text-right font-medium`}>
                  {TEXT.unitPrice}
                </th>
                <th scope="col" className={`${CELL} text-right font-medium`}>
                  {TEXT.discount}
                </th>
              </>
            )}
            <th scope="col" className={`${CELL} text-right font-medium`}>
              {TEXT.vat}
            </th>
            {money && (
              <th scope="col" className={`${CELL} text-right font-medium`}>
                {TEXT.lineTotal}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {lines.map((line, index) => {
            const price = line.unit_price_cents;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity.
              <tr key={index}>
                <td className={`${CELL} whitespace-pre-line text-slate-900 dark:text-white`}>
                  {namesDiscount(line) && (
                    <span className="mr-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">
                      {TEXT.discountLine}
                    </span>
                  )}
                  {line.description}
                  {line.withholding && <span className={`block text-xs ${MUTED}`}>{TEXT.withholdingLine}</span>}
                </td>
                <td className={`${CELL} text-right whitespace-nowrap text-slate-800 tabular-nums dark:text-slate-200`}>
                  {formatNumber(line.quantity, 3)}
                  {line.unit ? ` ${line.unit}` : ''}
                </td>
                {money && (
                  <>
                    <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                      {price === undefined ? '—' : formatCents(price)}
                    </td>
                    <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                      {line.discount_percent ? `${formatNumber(line.discount_percent)}%` : '—'}
                    </td>
                  </>
                )}
                <td className={`${CELL} text-right whitespace-nowrap`}>
                  {line.natura ? (
                    <abbr title={NATURA_LABELS[line.natura]} className="no-underline">
                      {vatOf(line)}
                    </abbr>
                  ) : (
                    vatOf(line)
                  )}
                </td>
                {money && (
                  <td
                    className={`${CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums dark:text-white`}
                  >
                    {price === undefined ? '—' : formatCents(lineTotalCents({ ...line, unit_price_cents: price }))}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
