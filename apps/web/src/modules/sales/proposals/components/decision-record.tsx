import { DECISION_CHANNEL_LABELS, formatInstant, type Proposal } from '@portale/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { cx } from '@/ui/cx';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.detail;

/**
 * The client's decision as recorded: accepted or refused, when, who decided at the client, through which channel
 * (online in the client portal, or recorded by a colleague, named), the address of an online acceptance (staff
 * only: the server leaves it out for others) and the reason of a refusal.
 */
export function DecisionRecord({ proposal }: { proposal: Proposal }) {
  const decision = proposal.decision;
  if (!decision) return null;
  const accepted = proposal.status === 'accettata';
  const Icon = accepted ? CircleCheck : CircleX;
  const facts: [string, string][] = [
    [TEXT.decidedAt, formatInstant(decision.at, 'medium')],
    [TEXT.channel, DECISION_CHANNEL_LABELS[decision.channel]],
  ];
  if (decision.name) facts.push([TEXT.decidedBy, decision.name]);
  if (decision.by) facts.push([decision.channel === 'portale' ? TEXT.portalUser : TEXT.recordedBy, decision.by.name]);
  if (decision.ip) facts.push([TEXT.ip, decision.ip]);
  return (
    <section
      aria-labelledby="proposal-decision"
      className={cx(
        'rounded-2xl border p-4 sm:p-5',
        accepted
          ? 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-900 dark:bg-emerald-950/30'
          : 'border-red-200 bg-red-50/60 dark:border-red-900 dark:bg-red-950/30',
      )}
    >
      <h2
        id="proposal-decision"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Icon
          className={cx(
            'size-5',
            accepted ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300',
          )}
          aria-hidden="true"
        />
        {TEXT.decision}: {accepted ? TEXT.decisionAccepted : TEXT.decisionRefused}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {decision.refusal_reason && (
        <div className="mt-3">
          <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.refusalReason}</p>
          <p className="mt-0.5 text-sm whitespace-pre-line text-slate-900 dark:text-white">{decision.refusal_reason}</p>
        </div>
      )}
    </section>
  );
}
