import { type ClientActivityEntry, type ClientActivitySubject, formatInstant, formatRecent } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Building2, FileSignature, FileText, History, type LucideIcon, Receipt, UserRound } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/platform/query-boundary';
import { EmptyState } from '@/ui/empty-state';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { ContractLink, PreInvoiceLink, ProposalLink } from '../../area-links';
import { useClientActivity } from '../api/client-activity';
import { CLIENT_360_TEXT } from '../strings';

const TEXT = CLIENT_360_TEXT.activity;

const ICONS: Record<ClientActivitySubject, LucideIcon> = {
  client: Building2,
  contact: UserRound,
  proposal: FileText,
  contract: FileSignature,
  pre_invoice: Receipt,
};

function SubjectLink({ entry, clientId }: { entry: ClientActivityEntry; clientId: string }) {
  const name = entry.subject_name ?? TEXT.subjects[entry.subject];
  const link = 'font-medium text-slate-900 hover:underline dark:text-white';
  if (!entry.subject_exists || !entry.subject_id || entry.subject === 'client')
    return (
      <span className="text-slate-800 dark:text-slate-200">
        {name}
        {!entry.subject_exists && <span className="text-slate-600 dark:text-slate-400"> ({TEXT.deleted})</span>}
      </span>
    );
  const id = entry.subject_id;
  if (entry.subject === 'contact')
    return (
      <Link
        to="/app/crm/clients/$clientId"
        params={{ clientId }}
        search={{ tab: undefined, contact: id }}
        className={link}
      >
        {name}
      </Link>
    );
  const Area = { proposal: ProposalLink, contract: ContractLink, pre_invoice: PreInvoiceLink }[entry.subject];
  return (
    <Area id={id} className={link}>
      {name}
    </Area>
  );
}

/** "Attività": the audit trail of the client and its records, newest first, a page at a time. */
export function ClientActivityTab({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const query = useClientActivity(clientId, page);
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { items, pagination } = query.data;
  if (items.length === 0 && page === 1) return <EmptyState icon={History} title={TEXT.empty} hint={TEXT.emptyHint} />;
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label={TEXT.title} className="flex flex-col">
        {items.map((entry) => {
          const Icon = ICONS[entry.subject];
          return (
            <li key={entry.id} className="relative flex gap-3 pb-4 last:pb-0">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                aria-hidden="true"
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-slate-900 dark:text-white">
                  <span className="font-medium">{entry.label}</span>
                  <span className="text-slate-600 dark:text-slate-400"> · {TEXT.subjects[entry.subject]} </span>
                  <SubjectLink entry={entry} clientId={clientId} />
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={entry.at} title={formatInstant(entry.at, 'long')}>
                    {formatRecent(entry.at)}
                  </time>
                  {entry.actor ? ` · ${TEXT.by(entry.actor)}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {pagination.total_pages > 1 && <Pagination pagination={pagination} onPageChange={setPage} />}
    </div>
  );
}
