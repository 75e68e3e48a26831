import type { PreInvoiceListSearch } from '@portale/shared';
import { queryString } from '../../query-keys';
import { API } from './keys';

// Files the browser downloads itself (the session cookie goes along); every download is audited by the server.

export type ExportFormat = 'csv' | 'xlsx';

/** The list with its filters and sort (not its page: every match, up to the server's limit). */
export const preInvoicesExportUrl = (format: ExportFormat, query: PreInvoiceListSearch) => {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return `${API}/export.${format}${queryString(filters)}`;
};

/** One pre-invoice as CSV or XLSX for the accountant. */
export const preInvoiceExportUrl = (id: string, format: ExportFormat) => `${API}/${id}/export.${format}`;

/** The FatturaPA XML (FPR12) of one pre-invoice. */
export const fatturaPaUrl = (id: string) => `${API}/${id}/fatturapa.xml`;
