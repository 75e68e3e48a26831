import { formatNumber, type InvoiceLine, type PreInvoice, type PreInvoiceFromMilestones } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, notFound } from '@/platform/http/errors';
import { PRE_INVOICE_MESSAGES } from './messages';
import { getPreInvoice } from './queries';
import { checkBilledClient, creationDates, insertPreInvoice } from './write';

// A pre-invoice from a contract's billing milestones (docs/sales.md): one line per milestone not yet billed — its
// amount, or its percentage of the contract's value — and the milestones point at it until it is deleted.

interface ContractRow {
  id: string;
  number: string;
  title: string;
  status: string;
  client_id: string;
  value_cents: number | string | null;
}

interface MilestoneRow {
  id: string;
  description: string;
  due_date: string;
  amount_cents: number | string | null;
  percent: number | string | null;
  pre_invoice_number: string | null;
}

/** The amount a milestone bills: its own, or its percentage of the contract's value rounded to the cent. */
export function milestoneAmount(
  milestone: { amount_cents: number | string | null; percent: number | string | null },
  contractValue: number | string | null,
): number | null {
  if (milestone.amount_cents !== null) return Number(milestone.amount_cents);
  if (milestone.percent === null || contractValue === null) return null;
  return Math.round((Number(milestone.percent) * Number(contractValue)) / 100);
}

export async function createFromMilestones(db: Db, actor: Actor, input: PreInvoiceFromMilestones): Promise<PreInvoice> {
  const dates = await creationDates(db, input);
  const created = await audited(
    db,
    actor,
    async (tx) => {
      const [contract] = await selectRows<ContractRow>(
        tx,
        sql`select id::text as id, number, title, status, client_company_id::text as client_id, value_cents
          from sales_contracts where id = ${input.contract_id} for update`,
      );
      if (!contract) throw notFound(PRE_INVOICE_MESSAGES.contractNotFound);
      if (contract.status === 'bozza')
        throw conflict('Il contratto è ancora in bozza: attivalo prima di fatturarne le scadenze');
      await checkBilledClient(tx, contract.client_id, 'contract_id');
      const milestones = await selectRows<MilestoneRow & { contract_id: string }>(
        tx,
        sql`select m.id::text as id, m.contract_id::text as contract_id, m.description, m.due_date::text as due_date,
            m.amount_cents, m.percent, p.number as pre_invoice_number
          from sales_contract_milestones m left join sales_pre_invoices p on p.id = m.pre_invoice_id
          where m.id in (${sql.join(
            input.milestone_ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by m.due_date, m.position for update of m`,
      );
      const unknown = input.milestone_ids.filter(
        (id) => !milestones.some((m) => m.id === id && m.contract_id === contract.id),
      );
      if (unknown.length > 0)
        throw badRequest(PRE_INVOICE_MESSAGES.invalid, {
          milestone_ids: ['Una o più scadenze non appartengono a questo contratto'],
        });
      const billed = milestones.filter((m) => m.pre_invoice_number !== null);
      if (billed.length > 0)
        throw conflict(
          billed
            .map((m) => `La scadenza «${m.description}» è già nella pre-fattura ${m.pre_invoice_number}`)
            .join('; '),
          { milestone_ids: billed.map((m) => `«${m.description}»: già nella pre-fattura ${m.pre_invoice_number}`) },
        );
      const lines: InvoiceLine[] = milestones.map((m) => {
        const amount = milestoneAmount(m, contract.value_cents);
        if (amount === null)
          throw badRequest(
            `Il contratto ${contract.number} non ha un valore: la scadenza «${m.description}» in percentuale non si può calcolare`,
            { milestone_ids: [`«${m.description}»: manca il valore del contratto`] },
          );
        const share = m.percent !== null ? ` (${formatNumber(Number(m.percent))}% del contratto)` : '';
        return {
          kind: 'item',
          description: `${m.description}${share} — contratto ${contract.number}`,
          quantity: 1,
          unit: null,
          unit_price_cents: amount,
          discount_percent: 0,
          vat_rate: input.vat_rate,
          natura: input.natura,
          withholding: false,
        };
      });
      const inserted = await insertPreInvoice(tx, actor, {
        client_id: contract.client_id,
        contract_id: contract.id,
        project_id: null,
        source: 'milestones',
        period_from: null,
        period_to: null,
        ...dates,
        causale: `Contratto ${contract.number} — ${contract.title}`,
        notes: '',
        lines,
        split_payment: false,
        charge_stamp_duty: true,
        withholding: null,
      });
      await tx.execute(
        sql`update sales_contract_milestones set pre_invoice_id = ${inserted.id}, updated_at = now()
          where id in (${sql.join(
            milestones.map((m) => sql`${m.id}`),
            sql`, `,
          )})`,
      );
      return { ...inserted, client_id: contract.client_id, milestones: milestones.length };
    },
    (result) => ({
      action: 'pre_invoice.created',
      targetType: 'pre_invoice',
      targetId: result.id,
      details: {
        number: result.number,
        client_id: result.client_id,
        source: 'milestones',
        contract_id: input.contract_id,
        milestones: result.milestones,
      },
    }),
  );
  return getPreInvoice(db, actor, created.id);
}
