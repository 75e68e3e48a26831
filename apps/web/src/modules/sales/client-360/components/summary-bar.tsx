import { formatNumber } from '@portale/shared';
import { euro } from '../../dashboard/format';
import { useClientSummary } from '../api/client-summary';
import { CLIENT_360_TEXT as TEXT } from '../strings';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
      {detail && <dd className="text-xs text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

/**
 * The 360° header's figures: open proposals (and their value), active contracts, projects and, for readers of
 * pre-invoices, this year's revenue and what is still to invoice.
 */
export function ClientSummaryBar({ clientId, showProjects }: { clientId: string; showProjects: boolean }) {
  const { data } = useClientSummary(clientId);
  const value = data.proposals.open_value_cents;
  return (
    <dl aria-label={TEXT.summary} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={TEXT.openProposals}
        value={formatNumber(data.proposals.open)}
        detail={value !== undefined ? euro(value) : undefined}
      />
      <Figure
        label={TEXT.activeContracts}
        value={formatNumber(data.contracts.active)}
        detail={TEXT.ofTotal(data.contracts.total)}
      />
      {showProjects && <Figure label={TEXT.projectsCount} value={formatNumber(data.projects)} />}
      {data.pre_invoices && (
        <Figure
          label={TEXT.revenueYear(data.pre_invoices.year)}
          value={euro(data.pre_invoices.revenue_year_cents)}
          detail={data.pre_invoices.to_invoice ? TEXT.toInvoice(data.pre_invoices.to_invoice) : undefined}
        />
      )}
    </dl>
  );
}
