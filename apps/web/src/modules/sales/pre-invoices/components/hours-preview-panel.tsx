import { formatNumber, type HoursPreview } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Alert } from '@/ui/alert';
import { Skeleton } from '@/ui/skeleton';
import { formatCents } from '../../invoice-lines/format';
import { FORM_TEXT } from '../form-strings';

const TEXT = FORM_TEXT.hours;
const MUTED = 'text-slate-600 dark:text-slate-400';
const CELL = 'px-2 py-2 sm:px-3';
const WIDE = 'hidden sm:table-cell';

/** Why a preview cannot become a pre-invoice yet (nothing to bill, missing rates, an overlapping period). */
export function previewBlocked(preview: HoursPreview | undefined): boolean {
  return !preview || preview.people.length === 0 || preview.missing_rates.length > 0 || preview.overlap !== null;
}

export type HoursPreviewPanelProps = {
  preview: HoursPreview | undefined;
  loading: boolean;
  /** The preview could not be computed (the server's Italian message). */
  error: string | null;
};

/**
 * What the approved billable hours of the period would bill, before anything is written: per person the hours,
 * the rate and the amount; missing rates and an overlapping period explained, with where to fix them.
 */
export function HoursPreviewPanel({ preview, loading, error }: HoursPreviewPanelProps) {
  if (error) return <Alert variant="error" title={error} />;
  if (!preview)
    return loading ? (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{TEXT.loading}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    ) : null;
  return (
    <section aria-label={TEXT.preview} aria-busy={loading || undefined} className="flex flex-col gap-3">
      {preview.overlap && (
        <Alert variant="warning">
          {TEXT.overlap(preview.overlap.number, preview.overlap.period_from, preview.overlap.period_to)}{' '}
          <Link
            to="/app/invoicing/pre-invoices/$preInvoiceId"
            params={{ preInvoiceId: preview.overlap.id }}
            className="font-medium underline"
          >
            {TEXT.openOverlap(preview.overlap.number)}
          </Link>
        </Alert>
      )}
      {preview.missing_rates.length > 0 && (
        <Alert variant="warning">
          {TEXT.missingRates(preview.missing_rates)}{' '}
          <Link
            to="/app/projects/$projectId"
            params={{ projectId: preview.project.id }}
            className="font-medium underline"
          >
            {preview.project.code}
          </Link>
        </Alert>
      )}
      {preview.people.length === 0 ? (
        <p className={`text-sm ${MUTED}`}>{TEXT.empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
        <div tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{TEXT.previewCaption}</caption>
            <thead className={`bg-slate-50 text-xs dark:bg-slate-800/60 ${MUTED}`}>
              <tr>
                <th scope="col" className={`${CELL} font-medium`}>
                  {TEXT.person}
                </th>
                <th scope="col" className={`${CELL} text-right font-medium`}>
                  {TEXT.hoursCol}
                </th>
                <th scope="col" className={`${CELL} ${WIDE} text-right font-medium`}>
                  {TEXT.rate}
                </th>
                <th scope="col" className={`${CELL} text-right font-medium`}>
                  {TEXT.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {preview.people.map((person) => (
                <tr key={person.user_id}>
                  <th scope="row" className={`${CELL} font-normal text-slate-900 dark:text-white`}>
                    {person.name}
                    <span className={`block text-xs ${MUTED}`}>{TEXT.entriesCount(person.entries)}</span>
                    {/* On phones the rate goes under the name, so the amounts stay in view. */}
                    <span className={`block text-xs sm:hidden ${MUTED}`}>
                      {person.rate_cents === null ? TEXT.noRate : TEXT.perHour(formatCents(person.rate_cents))}
                    </span>
                  </th>
                  <td className={`${CELL} text-right tabular-nums`}>{formatNumber(person.quantity, 2)}</td>
                  <td className={`${CELL} ${WIDE} text-right tabular-nums`}>
                    {person.rate_cents === null ? (
                      <span className="font-medium text-amber-800 dark:text-amber-200">{TEXT.noRate}</span>
                    ) : (
                      formatCents(person.rate_cents)
                    )}
                  </td>
                  <td className={`${CELL} text-right font-medium tabular-nums`}>
                    {person.amount_cents === null ? '—' : formatCents(person.amount_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 font-semibold dark:border-slate-700">
              <tr>
                <th scope="row" className={CELL}>
                  {TEXT.total}
                </th>
                <td className={`${CELL} text-right tabular-nums`}>{formatNumber(preview.minutes / 60, 2)}</td>
                <td className={WIDE} />
                <td className={`${CELL} text-right tabular-nums`}>{formatCents(preview.taxable_cents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {preview.client && preview.people.length > 0 && (
        <p className={`text-sm ${MUTED}`}>{TEXT.client(preview.client.name)}</p>
      )}
    </section>
  );
}
