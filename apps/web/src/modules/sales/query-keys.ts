import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The first key of every query of the sales area: a change in one place refreshes every view that shows it
 * (DESIGN.md §4.6: mutations invalidate by query keys). A client's name shows on its contacts, a contact on its
 * client's row (primary contact, count), and both on the CRM dashboard.
 */
export const SALES_KEYS = {
  clients: ['sales', 'clients'],
  contacts: ['sales', 'contacts'],
  contracts: ['sales', 'contracts'],
  proposals: ['sales', 'proposals'],
  pipelines: ['sales', 'pipelines'],
  preInvoices: ['sales', 'pre-invoices'],
} as const satisfies Record<string, QueryKey>;

/** Everything a client or contact change can show up in. */
export const CRM_VIEWS = [SALES_KEYS.clients, SALES_KEYS.contacts] as const;

/** Everything a contract change can show up in: the contracts and the client's page (its figures and timeline). */
export const CONTRACT_VIEWS = [SALES_KEYS.contracts, SALES_KEYS.clients] as const;

/**
 * Everything a proposal change can show up in: its lists, the board, the pipelines' counts and values, and the
 * clients (a client's proposals, the dashboard).
 */
export const PROPOSAL_VIEWS = [SALES_KEYS.proposals, SALES_KEYS.pipelines, SALES_KEYS.clients] as const;

/**
 * Everything a pre-invoice change can show up in: its lists, the contracts (their milestones' pre-invoice and
 * status) and the clients (the client's pre-invoices tab, the dashboard's revenue).
 */
export const PRE_INVOICE_VIEWS = [SALES_KEYS.preInvoices, SALES_KEYS.contracts, SALES_KEYS.clients] as const;

/** Marks the queries under these keys stale; the ones on screen refetch at once. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Query strings without empty values (nor `false`: an unset switch is left out, not sent). */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}
