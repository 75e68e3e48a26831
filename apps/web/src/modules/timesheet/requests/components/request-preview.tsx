import { formatNumber, type LeaveRequestPreview } from '@portale/shared';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { formatAmount, formatDayLong } from '../format';
import type { LeaveTypeOption } from '../request-form';
import { REQUESTS_TEXT } from '../strings';

const TEXT = REQUESTS_TEXT.form;

export type RequestPreviewPanelProps = {
  type: LeaveTypeOption | undefined;
  preview: LeaveRequestPreview | undefined;
  loading: boolean;
  error?: string;
};

/** The server's computation of the request: days and hours net of days off, and the balance after it. */
export function RequestPreviewPanel({ type, preview, loading, error }: RequestPreviewPanelProps) {
  return (
    <aside
      aria-labelledby="request-preview-title"
      aria-busy={loading || undefined}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-800/50"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="request-preview-title" className="font-semibold text-slate-900 dark:text-white">
          {TEXT.previewTitle}
        </h3>
        {loading && <Spinner size="sm" label={TEXT.computing} />}
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {error ? (
          <p className="text-red-700 dark:text-red-300">{error}</p>
        ) : !preview || !type ? (
          <p className="text-slate-600 dark:text-slate-400">{TEXT.previewHint}</p>
        ) : (
          <PreviewFigures preview={preview} requiresApproval={type.requires_approval} />
        )}
      </div>
    </aside>
  );
}

/** Weekends are obvious; holidays, the patron saint and closures are worth naming. */
const onWeekday = (iso: string) => ![0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());

function PreviewFigures({ preview, requiresApproval }: { preview: LeaveRequestPreview; requiresApproval: boolean }) {
  const unit = preview.unit;
  const excluded = preview.excluded.filter((d) => onWeekday(d.date));
  const balance = preview.balance;
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-slate-700 dark:text-slate-300">
        <dt>{TEXT.requested}</dt>
        <dd
          className="text-right font-semibold tabular-nums text-slate-900 dark:text-white"
          data-testid="preview-amount"
        >
          {formatAmount(preview.amount, unit)}
          {unit === 'days' && (
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
              {formatAmount(preview.hours, 'hours')}
            </span>
          )}
        </dd>
        {balance.counted && balance.available !== null && preview.available_after !== null && (
          <>
            <dt>{TEXT.availableNow}</dt>
            <dd className="text-right tabular-nums">{formatAmount(balance.available, unit)}</dd>
            <dt>{TEXT.availableAfter}</dt>
            <dd
              data-testid="preview-after"
              className={
                preview.available_after < 0
                  ? 'text-right font-semibold tabular-nums text-red-700 dark:text-red-300'
                  : 'text-right font-semibold tabular-nums text-slate-900 dark:text-white'
              }
            >
              {formatAmount(preview.available_after, unit)}
            </dd>
          </>
        )}
      </dl>
      {!balance.counted && <p className="text-slate-600 dark:text-slate-400">{TEXT.notCounted}</p>}
      {!requiresApproval && <p className="text-slate-600 dark:text-slate-400">{TEXT.noApproval}</p>}
      {excluded.length > 0 && (
        <div>
          <p className="font-medium text-slate-700 dark:text-slate-300">
            {TEXT.excluded} ({formatNumber(excluded.length)})
          </p>
          <ul className="mt-1 max-h-32 overflow-y-auto text-xs text-slate-600 dark:text-slate-400">
            {excluded.map((d) => (
              <li key={d.date}>
                <span className="inline-block first-letter:uppercase">{formatDayLong(d.date)}</span> · {d.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.problem && (
        <Alert variant="warning" role="none">
          {preview.problem}
        </Alert>
      )}
    </>
  );
}
