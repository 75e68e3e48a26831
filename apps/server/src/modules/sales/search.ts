import { sql } from 'drizzle-orm';
import { containsPattern } from '@/platform/db/like';
import type { SearchProvider } from '@/platform/search/search';

const CANDIDATES_PER_RESULT = 12;

/**
 * Clients by name (pg_trgm, typos included), partita IVA or codice fiscale; archived ones left out. The
 * provider runs only for holders of view_all_projects with the sales module on, which the permission and flag
 * below make the platform check before the statement exists (a `cliente` never gets these rows).
 */
export const clientSearchProvider: SearchProvider = {
  type: 'client',
  permission: 'view_all_projects',
  feature: 'sales_module',
  build: (terms) => {
    const code = terms.text.replace(/[\s.-]/g, '').toUpperCase();
    return sql`
    select cc.id::text as id, 'client' as type, cc.name as title,
      concat_ws(' · ', case coalesce(sc.status, 'cliente') when 'lead' then 'Lead' when 'prospect' then 'Prospect'
        when 'cliente' then 'Cliente' else 'Ex cliente' end,
        case when cc.vat_number is not null then 'P. IVA ' || cc.vat_number end, sc.city) as description,
      '/app/crm/clients/' || cc.id as path,
      greatest(similarity(lower(cc.name), ${terms.text}),
        case when cc.vat_number = ${code} or cc.tax_code = ${code} then 1 else 0 end)::real * 2 as rank
    from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id
    where sc.archived_at is null
      and (lower(cc.name) like ${containsPattern(terms.text)} or lower(cc.name) % ${terms.text}
        or cc.vat_number = ${code} or cc.tax_code = ${code})
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`;
  },
};

/** Contacts by name or e-mail, with their client; the link opens the client's page on its contacts. */
export const contactSearchProvider: SearchProvider = {
  type: 'contact',
  permission: 'view_all_projects',
  feature: 'sales_module',
  build: (terms) => {
    const name = sql`lower(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, ''))`;
    return sql`
    select c.id::text as id, 'contact' as type, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as title,
      concat_ws(' · ', nullif(c.role, ''), cc.name) as description,
      '/app/crm/clients/' || cc.id || '?tab=contatti&contact=' || c.id as path,
      similarity(${name}, ${terms.text})::real * 2 as rank
    from sales_contacts c join client_companies cc on cc.id = c.client_company_id
      left join sales_clients sc on sc.client_company_id = cc.id
    where sc.archived_at is null
      and (${name} like ${containsPattern(terms.text)} or ${name} % ${terms.text}
        or lower(c.emails::text) like ${containsPattern(terms.text)})
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`;
  },
};
