import type { ExpiringContract, FollowUpProposal } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { ContractLink, ProposalLink } from '../../area-links';
import { euroCents } from '../format';
import { SALES_TEXT as TEXT } from '../strings';

const EMPTY =
  'rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400';
const TITLE = 'font-medium break-words text-slate-900 hover:underline dark:text-white';
const ROW = 'flex flex-col gap-1.5 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3';
const ASIDE = 'flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end sm:gap-1';
const META = 'text-xs text-slate-600 dark:text-slate-400';

function ClientName({ client }: { client: { id: string; name: string } }) {
  return (
    <Link
      to="/app/crm/clients/$clientId"
      params={{ clientId: client.id }}
      className="hover:underline focus-visible:underline"
    >
      {client.name}
    </Link>
  );
}

/** Sent proposals lapsing soon or waiting for an answer: number, title, client, why, amount (with money). */
export function FollowUpList({ items, limit }: { items: FollowUpProposal[]; limit?: number }) {
  const rows = items.slice(0, limit);
  if (rows.length === 0) return <p className={EMPTY}>{TEXT.noFollowUp}</p>;
  return (
    <ul className="-my-2 divide-y divide-slate-100 dark:divide-slate-800">
      {rows.map((p) => (
        <li key={p.id} className={ROW}>
          <div className="min-w-0">
            <ProposalLink id={p.id} className={TITLE}>
              <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{p.number}</span> {p.title}
            </ProposalLink>
            <p className={META}>
              <ClientName client={p.client} />
              {p.owner ? ` · ${p.owner.name}` : ''}
            </p>
          </div>
          <div className={ASIDE}>
            <Badge tone={p.reason === 'in_scadenza' ? 'warning' : 'neutral'}>
              {p.reason === 'in_scadenza' ? TEXT.dueIn(p.days_left) : TEXT.noAnswer(p.sent_at)}
            </Badge>
            {p.total_cents !== undefined && (
              <span className="text-xs text-slate-700 tabular-nums dark:text-slate-300">
                {euroCents(p.total_cents)}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Active contracts whose end or notice deadline is near, soonest first. */
export function ExpiringContractsList({ items, limit }: { items: ExpiringContract[]; limit?: number }) {
  const rows = items.slice(0, limit);
  if (rows.length === 0) return <p className={EMPTY}>{TEXT.noExpiring}</p>;
  return (
    <ul className="-my-2 divide-y divide-slate-100 dark:divide-slate-800">
      {rows.map((k) => (
        <li key={k.id} className={ROW}>
          <div className="min-w-0">
            <ContractLink id={k.id} className={TITLE}>
              <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{k.number}</span> {k.title}
            </ContractLink>
            <p className={META}>
              <ClientName client={k.client} />
              {k.auto_renew && (
                <span className="whitespace-nowrap">
                  {' · '}
                  <RefreshCw className="inline size-3 align-[-1px]" aria-hidden="true" /> {TEXT.autoRenew}
                </span>
              )}
            </p>
          </div>
          <div className={ASIDE}>
            <Badge tone={k.days_left <= 7 ? 'danger' : 'warning'}>
              {k.reason === 'disdetta' ? TEXT.noticeBy(k.due_on, k.days_left) : TEXT.endsOn(k.due_on, k.days_left)}
            </Badge>
            {k.value_cents !== undefined && (
              <span className="text-xs text-slate-700 tabular-nums dark:text-slate-300">
                {euroCents(k.value_cents)}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
