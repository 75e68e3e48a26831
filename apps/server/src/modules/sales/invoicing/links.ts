import { count, eq, inArray, sql } from 'drizzle-orm';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { clientCompanies } from '@/platform/org/client-companies';
import { registerClientCompanyLink } from '@/platform/org/client-company-links';
import { salesPreInvoices } from './tables';

// What the pre-invoices contribute to platform registries, once at start-up: a client with pre-invoices is archived
// rather than deleted and a merge moves them; the audit log names a pre-invoice by its number and client.

export function registerPreInvoiceLinks(): void {
  registerClientCompanyLink({
    key: 'pre_invoices',
    async count(db, companyId) {
      const [row] = await db
        .select({ n: count() })
        .from(salesPreInvoices)
        .where(eq(salesPreInvoices.client_company_id, companyId));
      return row?.n ?? 0;
    },
    async move(tx, fromId, toId) {
      const moved = await tx
        .update(salesPreInvoices)
        .set({ client_company_id: toId, updated_at: sql`now()` })
        .where(eq(salesPreInvoices.client_company_id, fromId))
        .returning({ id: salesPreInvoices.id });
      return moved.length;
    },
  });
  registerAuditTargetNames(
    'pre_invoice',
    (ids) =>
      sql`select ${salesPreInvoices.id}::text as id, ${salesPreInvoices.number} || ' · ' || ${clientCompanies.name} as name
        from ${salesPreInvoices} join ${clientCompanies} on ${clientCompanies.id} = ${salesPreInvoices.client_company_id}
        where ${inArray(sql`${salesPreInvoices.id}::text`, ids)}`,
  );
}
