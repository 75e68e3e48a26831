import { sql } from 'drizzle-orm';
import { containsPattern } from '@/platform/db/like';
import type { SearchProvider } from '@/platform/search/search';

const CANDIDATES_PER_RESULT = 12;

/**
 * Pre-invoices by number (`PF-2026/0003`, also typed as `pf 2026 3` or `20260003`), the real invoice's number,
 * causale or client name. Only readers of pre-invoices (view_all_invoices) with the sales module on get the
 * provider at all: the platform checks both before the statement exists.
 */
export const preInvoiceSearchProvider: SearchProvider = {
  type: 'pre_invoice',
  permission: 'view_all_invoices',
  feature: 'sales_module',
  build: (terms) => {
    const compact = terms.text.replace(/[^a-z0-9]/g, '');
    const byNumber = compact.length >= 3 ? containsPattern(compact) : '';
    return sql`
    select p.id::text as id, 'pre_invoice' as type, p.number || ' · ' || cc.name as title,
      concat_ws(' · ', case p.status when 'bozza' then 'Bozza' when 'approvata' then 'Approvata' else 'Fatturata' end,
        to_char(p.issue_date, 'DD/MM/YYYY'),
        case when p.invoice_number is not null then 'fattura ' || p.invoice_number end,
        nullif(left(p.causale, 80), '')) as description,
      '/app/invoicing/pre-invoices/' || p.id as path,
      (case when ${byNumber} <> '' and regexp_replace(lower(p.number), '[^a-z0-9]', '', 'g') like ${byNumber} then 1.5
        else greatest(similarity(lower(cc.name), ${terms.text}),
          ts_rank(p.search_vector, to_tsquery('portale_it', ${terms.tsquery}))) end)::real * 2 as rank
    from sales_pre_invoices p join client_companies cc on cc.id = p.client_company_id
    where (${byNumber} <> '' and regexp_replace(lower(p.number || ' ' || coalesce(p.invoice_number, '')), '[^a-z0-9]', '', 'g') like ${byNumber})
      or p.search_vector @@ to_tsquery('portale_it', ${terms.tsquery})
      or lower(cc.name) like ${containsPattern(terms.text)}
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`;
  },
};
