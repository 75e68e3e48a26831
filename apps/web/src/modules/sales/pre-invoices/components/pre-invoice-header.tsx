import { PRE_INVOICE_SOURCE_LABELS, type PreInvoice } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { PreInvoiceStatusTag } from '../../client-360/components/status-badges';
import { PRE_INVOICES_TEXT } from '../strings';
import { PreInvoiceActions } from './pre-invoice-actions';

const TEXT = PRE_INVOICES_TEXT.detail;
const MUTED = 'text-slate-600 dark:text-slate-400';
const LINK =
  'font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400';

/** Number, status and origin; the client, contract and project it bills (links); the actions, unless editing. */
export function PreInvoiceHeader({ preInvoice, actions = true }: { preInvoice: PreInvoice; actions?: boolean }) {
  const { client, contract, project } = preInvoice;
  return (
    <header className="flex flex-col gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PreInvoiceStatusTag status={preInvoice.status} />
          <span className={`text-sm ${MUTED}`}>{PRE_INVOICE_SOURCE_LABELS[preInvoice.source]}</span>
        </div>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {TEXT.heading(preInvoice.number)}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <Link to="/app/crm/clients/$clientId" params={{ clientId: client.id }} className={LINK}>
            {client.name}
          </Link>
          {client.vat_number && <span className={`text-sm ${MUTED}`}> · {TEXT.vatNumber(client.vat_number)}</span>}
          {client.tax_code && <span className={`text-sm ${MUTED}`}> · {TEXT.taxCode(client.tax_code)}</span>}
        </p>
        {(contract || project) && (
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {contract && (
              <span>
                <span className={MUTED}>{TEXT.contract}: </span>
                <Link to="/app/crm/contracts/$contractId" params={{ contractId: contract.id }} className={LINK}>
                  {contract.number} · {contract.title}
                </Link>
              </span>
            )}
            {project && (
              <span>
                <span className={MUTED}>{TEXT.project}: </span>
                <Link to="/app/projects/$projectId" params={{ projectId: project.id }} className={LINK}>
                  {project.code} · {project.name}
                </Link>
              </span>
            )}
          </p>
        )}
      </div>
      {actions && <PreInvoiceActions preInvoice={preInvoice} />}
    </header>
  );
}
