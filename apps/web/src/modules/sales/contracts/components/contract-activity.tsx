import { AUDIT_ACTIONS, type ContractActivity, formatDay, formatInstant, isAuditAction } from '@portale/shared';
import { Avatar } from '@/ui/avatar';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.detail;
const FORM = CONTRACTS_TEXT.form;

/** The form's names of the fields an edit changed. */
const FIELD_NAMES: Record<string, string> = {
  client_id: FORM.client,
  title: FORM.title,
  type: FORM.type,
  value_cents: FORM.money,
  fee_period: FORM.feePeriod,
  start_date: FORM.startDate,
  end_date: FORM.endDate,
  auto_renew: FORM.autoRenew,
  renewal_months: FORM.renewalMonths,
  notice_days: FORM.noticeDays,
  notes: FORM.notes,
  owner_id: FORM.owner,
};

/** What an entry adds to its action's label: the fields changed, the date, the project, how many milestones. */
function detailOf(entry: ContractActivity): string | null {
  if (entry.fields.length > 0) return entry.fields.map((field) => FIELD_NAMES[field] ?? field).join(', ');
  if (entry.date) return formatDay(entry.date);
  if (entry.name) return entry.name;
  if (entry.count) return CONTRACTS_TEXT.conflict.milestones(entry.count);
  return null;
}

/** "Attività": who did what to the contract, newest first (the audit log's entries about it). */
export function ContractActivityList({ activity }: { activity: ContractActivity[] }) {
  return (
    <section aria-labelledby="contract-activity" className="flex flex-col gap-3">
      <h2 id="contract-activity" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.activity}
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noActivity}</p>
      ) : (
        <ol className="flex flex-col">
          {activity.map((entry) => {
            const who = entry.actor_name ?? TEXT.system;
            const detail = detailOf(entry);
            return (
              <li key={entry.id} className="flex gap-3 border-l-2 border-slate-200 py-2.5 pl-4 dark:border-slate-800">
                <Avatar name={who} size="sm" decorative />
                <div className="min-w-0">
                  <p className="text-sm text-slate-800 dark:text-slate-200">
                    <span className="font-medium text-slate-900 dark:text-white">{who}</span>
                    {' · '}
                    {isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : entry.action}
                    {detail && <span className="text-slate-600 dark:text-slate-400"> ({detail})</span>}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    <time dateTime={entry.created_at}>{formatInstant(entry.created_at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
