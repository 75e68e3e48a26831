import type { PreInvoice } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, Download, FileCode2, FileSpreadsheet } from 'lucide-react';
import { useCan } from '@/platform/use-can';
import { buttonStyles } from '@/ui/button';
import { fatturaPaUrl, preInvoiceExportUrl } from '../api/export-urls';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = PRE_INVOICES_TEXT.detail;
const ICON = 'size-4';
const LINK =
  'font-medium text-amber-900 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-amber-100 dark:focus-visible:outline-primary-400';

// The server's list says where each missing datum is typed: the company settings or the client's record.
const inSettings = (item: string) => item.includes('impostazioni');
const inClient = (item: string) => item.includes('scheda del cliente');

/**
 * "Scarica": the FatturaPA XML (or, while the company settings or the client lack something it needs, the Italian
 * list of what to fill in and where, instead of a download that would fail), and the CSV and Excel for the
 * accountant.
 */
export function PreInvoiceDownloads({ preInvoice }: { preInvoice: PreInvoice }) {
  const missing = preInvoice.xml_missing;
  return (
    <section aria-labelledby="pre-invoice-downloads" className="flex flex-col gap-3">
      <h2 id="pre-invoice-downloads" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.downloads}
      </h2>
      <div className="flex flex-wrap gap-2">
        {missing.length === 0 && (
          <a href={fatturaPaUrl(preInvoice.id)} download className={buttonStyles({ variant: 'secondary' })}>
            <FileCode2 className={ICON} aria-hidden="true" />
            {TEXT.xml}
          </a>
        )}
        <a href={preInvoiceExportUrl(preInvoice.id, 'csv')} download className={buttonStyles({ variant: 'secondary' })}>
          <Download className={ICON} aria-hidden="true" />
          {TEXT.csv}
        </a>
        <a
          href={preInvoiceExportUrl(preInvoice.id, 'xlsx')}
          download
          className={buttonStyles({ variant: 'secondary' })}
        >
          <FileSpreadsheet className={ICON} aria-hidden="true" />
          {TEXT.xlsx}
        </a>
      </div>
      {missing.length > 0 && <XmlMissing preInvoice={preInvoice} />}
    </section>
  );
}

function XmlMissing({ preInvoice }: { preInvoice: PreInvoice }) {
  const admin = useCan('admin_access');
  const editsClients = useCan('edit_project');
  const readsClients = useCan('view_all_projects');
  const missing = preInvoice.xml_missing;
  const client = preInvoice.client;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {TEXT.xmlMissingTitle}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2">{TEXT.xmlMissingHint}</p>
      <div className="mt-2 flex flex-col items-start gap-1">
        {missing.some(inSettings) &&
          (admin ? (
            <Link
              to="/app/admin/settings"
              search={{ tab: missing.some((item) => item.includes('«Fatturazione»')) ? 'invoicing' : undefined }}
              className={LINK}
            >
              {TEXT.openSettings}
            </Link>
          ) : (
            <span>{TEXT.askAdmin}</span>
          ))}
        {missing.some(inClient) &&
          (editsClients ? (
            <Link to="/app/crm/clients/$clientId/edit" params={{ clientId: client.id }} className={LINK}>
              {TEXT.openClient(client.name)}
            </Link>
          ) : readsClients ? (
            <Link to="/app/crm/clients/$clientId" params={{ clientId: client.id }} className={LINK}>
              {TEXT.openClient(client.name)}
            </Link>
          ) : null)}
      </div>
    </div>
  );
}
