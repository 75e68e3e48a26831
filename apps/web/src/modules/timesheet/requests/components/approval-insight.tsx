import type { LeaveRequest } from '@portale/shared';
import { Alert } from '@/ui/alert';
import { useApprovalContext } from '../api/approval-context';
import { formatAmount, formatPeriod } from '../format';
import { REQUESTS_TEXT } from '../strings';
import { TypeLabel } from './status-badge';

const TEXT = REQUESTS_TEXT.approve.insight;

export type ApprovalInsightProps = { request: LeaveRequest };

/**
 * What the approver weighs for one request: the requester's balance once it is approved (warned when it goes
 * below zero) and who else of the team is away on those days. The server answers only to who may decide it.
 */
export function ApprovalInsight({ request }: ApprovalInsightProps) {
  const { data, isPending, isError } = useApprovalContext(request.id);
  const label = `${request.user.name}, ${request.leave_type.name}, ${formatPeriod(request)}`;
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900 dark:text-white">
        {request.user.name}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          <TypeLabel {...request.leave_type} /> · {formatPeriod(request)}
        </span>
      </h3>
      {isPending ? (
        <p className="text-slate-600 dark:text-slate-400">{TEXT.loading}</p>
      ) : isError ? (
        <p className="text-red-700 dark:text-red-300">{TEXT.failed}</p>
      ) : (
        <>
          <p className="flex flex-wrap justify-between gap-2 text-slate-700 dark:text-slate-300">
            <span>{TEXT.balanceAfter}</span>
            <span className="font-medium tabular-nums">
              {data.counted && data.available_after !== null
                ? formatAmount(data.available_after, data.unit)
                : TEXT.notCounted}
            </span>
          </p>
          {data.available_after !== null && data.available_after < 0 && (
            <Alert variant="warning" role="none">
              {TEXT.negative}
            </Alert>
          )}
          <div>
            <p className="text-slate-700 dark:text-slate-300">{TEXT.colleagues}</p>
            {data.absent_colleagues.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-400">{TEXT.noColleagues}</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1">
                {data.absent_colleagues.map((a) => (
                  <li
                    key={`${a.user.id}-${a.start_date}-${a.start_time ?? ''}`}
                    className="flex flex-wrap items-center gap-x-2 text-slate-700 dark:text-slate-300"
                  >
                    <span className="font-medium">{a.user.name}</span>
                    <TypeLabel {...a.leave_type} />
                    <span className="text-slate-600 dark:text-slate-400">
                      {formatPeriod(a)}
                      {a.status === 'in_attesa' && ` (${TEXT.pending})`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
