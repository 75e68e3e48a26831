import { SALES_KEYS } from '../../query-keys';

/** Every pre-invoice query (list, record, what the new page picks from) starts with this key. */
export const PRE_INVOICES_KEY = SALES_KEYS.preInvoices;
export const preInvoiceKey = (id: string) => [...PRE_INVOICES_KEY, 'detail', id] as const;
export const API = '/api/invoicing/pre-invoices';
