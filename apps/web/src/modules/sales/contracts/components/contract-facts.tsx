import {
  type Contract,
  FEE_PERIOD_LABELS,
  formatDay,
  formatEuro,
  formatInstant,
  SALES_CONTRACT_TYPE_LABELS,
  todayInRome,
} from '@portale/shared';
import { BellRing, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.detail;
const MUTED = 'text-slate-600 dark:text-slate-400';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The money line: the value, or the fee with its period; absent without money rights. */
function valueText(contract: Contract): string | null {
  if (contract.value_cents === undefined) return null;
  if (contract.value_cents === null) return TEXT.none;
  const amount = formatEuro(contract.value_cents / 100, { cents: contract.value_cents % 100 !== 0 });
  return contract.type === 'canone' && contract.fee_period
    ? `${amount} · ${FEE_PERIOD_LABELS[contract.fee_period]}`
    : amount;
}

/** Client, proposal, type, value, dates, owner: the contract at a glance. */
export function ContractFacts({ contract }: { contract: Contract }) {
  const value = valueText(contract);
  const facts: [string, ReactNode][] = [
    [TEXT.type, SALES_CONTRACT_TYPE_LABELS[contract.type]],
    [TEXT.period, TEXT.from(contract.start_date, contract.end_date)],
  ];
  if (value !== null) facts.push([contract.type === 'canone' ? TEXT.fee : TEXT.value, value]);
  if (contract.proposal)
    facts.push([
      TEXT.proposal,
      // A plain link: the proposals' pages are another area's routes (issue 18).
      <a
        key="proposal"
        href={`/app/crm/proposals/${contract.proposal.id}`}
        className="text-primary-700 hover:underline dark:text-primary-300"
      >
        {contract.proposal.number} · {contract.proposal.title}
      </a>,
    ]);
  facts.push([TEXT.signedOn, contract.signed_on ? formatDay(contract.signed_on) : TEXT.none]);
  if (contract.terminated_on) facts.push([TEXT.terminatedOn, formatDay(contract.terminated_on)]);
  facts.push([TEXT.owner, contract.owner?.name ?? TEXT.none]);
  facts.push([
    TEXT.createdBy,
    contract.created_by ? `${contract.created_by.name}, ${formatInstant(contract.created_at, 'date')}` : TEXT.none,
  ]);
  return (
    <section aria-label={TEXT.facts} className={CARD}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, content]) => (
          <div key={label} className="min-w-0">
            <dt className={`text-xs ${MUTED}`}>{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{content}</dd>
          </div>
        ))}
      </dl>
      {contract.notes && (
        <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
          <p className={`text-xs ${MUTED}`}>{TEXT.notes}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{contract.notes}</p>
        </div>
      )}
    </section>
  );
}

/** The renewal and the notice deadline in words, how long is left, and the reminders already sent. */
export function RenewalPanel({ contract }: { contract: Contract }) {
  const today = todayInRome();
  const lines: string[] = [];
  let left: number | null = null;
  if (contract.status === 'concluso') lines.push(TEXT.concluded(contract.end_date));
  else if (contract.status === 'disdetto') lines.push(TEXT.terminated(contract.terminated_on));
  else if (!contract.end_date) lines.push(TEXT.openEnded);
  else if (contract.auto_renew && contract.notice_deadline) {
    lines.push(TEXT.renews(contract.renewal_months ?? 12, contract.end_date));
    if (contract.notice_deadline >= today) {
      lines.push(TEXT.noticeBy(contract.notice_deadline, contract.notice_days ?? 0));
      left = daysBetween(today, contract.notice_deadline);
    } else lines.push(TEXT.noticePassed(contract.notice_deadline));
  } else {
    lines.push(TEXT.endsOn(contract.end_date));
    if (contract.end_date >= today) left = daysBetween(today, contract.end_date);
  }
  if (contract.status === 'bozza') lines.push(TEXT.draftNote);
  const warn = contract.expiring;
  return (
    <section
      aria-labelledby="contract-renewal"
      className={
        warn ? 'rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40' : CARD
      }
    >
      <h2
        id="contract-renewal"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {TEXT.renewal}
      </h2>
      <div className="mt-2 flex flex-col gap-1 text-sm text-slate-800 dark:text-slate-200">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {left !== null && contract.status === 'attivo' && (
          <p className={warn ? 'font-semibold text-amber-900 dark:text-amber-100' : 'font-medium'}>
            {TEXT.inDays(left)}
          </p>
        )}
      </div>
      {contract.reminders.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
          <h3 className={`flex items-center gap-1.5 text-xs font-medium ${MUTED}`}>
            <BellRing className="size-3.5" aria-hidden="true" />
            {TEXT.remindersSent}
          </h3>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-700 dark:text-slate-300">
            {contract.reminders.map((reminder) => (
              <li key={`${reminder.kind}:${reminder.due_on}`}>
                {TEXT.reminderOn(reminderLabel(reminder.kind), formatInstant(reminder.sent_at, 'date'))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function reminderLabel(kind: string): string {
  const [prefix, days] = kind.split('_');
  const n = Number(days);
  if (prefix === 'notice' && Number.isFinite(n)) return TEXT.reminderKinds.notice(n);
  if (prefix === 'end' && Number.isFinite(n)) return TEXT.reminderKinds.end(n);
  if (kind === 'renewed') return TEXT.reminderKinds.renewed;
  if (kind === 'ended') return TEXT.reminderKinds.ended;
  return kind;
}
