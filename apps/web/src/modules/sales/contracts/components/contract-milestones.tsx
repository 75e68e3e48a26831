import { type Contract, type ContractMilestone, formatDay, formatEuro, formatPercent } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CalendarRange, FilePlus2, ListPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useChangeContract } from '../api/change-contract';
import { CONTRACTS_TEXT } from '../strings';
import { MilestoneStatusBadge } from './contract-badges';

const TEXT = CONTRACTS_TEXT.detail;
const MUTED = 'text-slate-600 dark:text-slate-400';

const euro = (cents: number) => formatEuro(cents / 100, { cents: true });

/** The amount (or percentage, with what it bills) a reader may see; nothing of the money without rights. */
function amountOf(m: ContractMilestone): string {
  if (m.percent !== null) {
    const share = TEXT.ofValue(formatPercent(m.percent, 2));
    return m.billed_cents != null ? `${euro(m.billed_cents)} (${share})` : share;
  }
  return m.amount_cents != null ? euro(m.amount_cents) : '—';
}

/** The pre-invoice billing the milestone. */
function PreInvoiceLink({ milestone }: { milestone: ContractMilestone }) {
  if (!milestone.pre_invoice) return <span className={MUTED}>—</span>;
  return (
    <Link
      to="/app/invoicing/pre-invoices/$preInvoiceId"
      params={{ preInvoiceId: milestone.pre_invoice.id }}
      className="font-mono text-primary-700 hover:underline dark:text-primary-300"
    >
      {milestone.pre_invoice.number}
    </Link>
  );
}

/** "Scadenze di fatturazione": each with its date, amount, status and pre-invoice; generate a canone's. */
export function ContractMilestones({ contract }: { contract: Contract }) {
  const change = useChangeContract(contract.id);
  const [confirming, setConfirming] = useState(false);
  const canGenerate = contract.can_edit && contract.type === 'canone';
  const milestones = contract.milestones;
  // A signed contract with milestones still to bill opens the new pre-invoice on them (its page picks them).
  const canBill =
    useCan('manage_invoices') && contract.status !== 'bozza' && milestones.some((m) => m.pre_invoice === null);
  const total = milestones.reduce<number | null>(
    (sum, m) => (sum === null || m.billed_cents == null ? null : sum + m.billed_cents),
    0,
  );
  return (
    <section aria-labelledby="contract-milestones" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contract-milestones" className="text-base font-semibold text-slate-900 dark:text-white">
          {TEXT.milestones}
        </h2>
        <div className="flex flex-wrap gap-2">
          {canBill && (
            <Link
              to="/app/invoicing/pre-invoices/new"
              search={{ source: 'milestones', contract: contract.id }}
              className={buttonStyles({ variant: 'primary', size: 'sm' })}
            >
              <FilePlus2 className="size-4" aria-hidden="true" />
              {TEXT.bill}
            </Link>
          )}
          {contract.can_edit && contract.can_see_money && (
            <Link
              to="/app/crm/contracts/$contractId/edit"
              params={{ contractId: contract.id }}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {TEXT.editMilestones}
            </Link>
          )}
          {canGenerate && (
            <Button
              size="sm"
              variant="secondary"
              icon={<ListPlus className="size-4" aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {TEXT.generate}
            </Button>
          )}
        </div>
      </div>
      {milestones.length === 0 ? (
        <p className={`text-sm ${MUTED}`}>{TEXT.noMilestones}</p>
      ) : (
        <>
          <ul aria-label={TEXT.milestonesCaption} className="flex flex-col gap-2 sm:hidden">
            {milestones.map((m) => (
              <li
                key={m.id}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="font-medium text-slate-900 dark:text-white">{m.description}</span>
                  <MilestoneStatusBadge status={m.status} />
                </div>
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  {formatDay(m.due_date)} · {amountOf(m)}
                </p>
                {m.pre_invoice && (
                  <p className={`mt-1 text-xs ${MUTED}`}>
                    {TEXT.preInvoice}: <PreInvoiceLink milestone={m} />
                  </p>
                )}
              </li>
            ))}
            {contract.can_see_money && total !== null && (
              <li className="px-3 text-sm font-semibold text-slate-900 dark:text-white">
                {CONTRACTS_TEXT.milestones.total}: {euro(total)}
              </li>
            )}
          </ul>
          <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{TEXT.milestonesCaption}</caption>
              <thead className={`bg-slate-50 text-xs uppercase dark:bg-slate-800/60 ${MUTED}`}>
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {TEXT.due}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {TEXT.what}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    {TEXT.amount}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {TEXT.milestoneStatus}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {TEXT.preInvoice}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {milestones.map((m) => (
                  <tr key={m.id}>
                    <td className="px-4 py-2 whitespace-nowrap text-slate-800 dark:text-slate-200">
                      <CalendarRange className={`mr-1.5 inline size-3.5 ${MUTED}`} aria-hidden="true" />
                      {formatDay(m.due_date)}
                    </td>
                    <td className="px-4 py-2 text-slate-900 dark:text-white">{m.description}</td>
                    <td className="px-4 py-2 text-right whitespace-nowrap text-slate-800 dark:text-slate-200">
                      {amountOf(m)}
                    </td>
                    <td className="px-4 py-2">
                      <MilestoneStatusBadge status={m.status} />
                    </td>
                    <td className="px-4 py-2">
                      <PreInvoiceLink milestone={m} />
                    </td>
                  </tr>
                ))}
              </tbody>
              {contract.can_see_money && total !== null && (
                <tfoot className="border-t border-slate-200 dark:border-slate-800">
                  <tr>
                    <th scope="row" colSpan={2} className="px-4 py-2 font-medium text-slate-900 dark:text-white">
                      {CONTRACTS_TEXT.milestones.total}
                    </th>
                    <td className="px-4 py-2 text-right font-semibold whitespace-nowrap text-slate-900 dark:text-white">
                      {euro(total)}
                    </td>
                    <td colSpan={2} />
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.generateTitle}
        description={TEXT.generateDescription(milestones.length)}
        confirmLabel={TEXT.generate}
        tone="primary"
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { kind: 'generate', version: contract.version },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(TEXT.generated);
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          )
        }
      />
    </section>
  );
}
