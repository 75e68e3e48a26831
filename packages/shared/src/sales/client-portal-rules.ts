import { formatDay, plural } from '../format';
import type { SalesContractStatus } from './contract-constants';

// The client portal's wording of a contract's duration, renewal and notice (docs/sales.md, "Client portal"): the
// server sends it with the contract, so the portal's pages and any later export say it the same way.

export interface ContractTermsForWords {
  status: SalesContractStatus;
  end_date: string | null;
  terminated_on: string | null;
  auto_renew: boolean;
  renewal_months: number | null;
  notice_days: number | null;
}

const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The last day to give notice so that an automatically renewing contract stops: its end less the notice days. */
export function portalNoticeDeadline(contract: Pick<ContractTermsForWords, 'end_date' | 'auto_renew' | 'notice_days'>) {
  if (!contract.auto_renew || !contract.end_date) return null;
  return dayBefore(contract.end_date, contract.notice_days ?? 0);
}

const months = (count: number) => `${count} ${plural(count, { one: 'mese', other: 'mesi' })}`;
const days = (count: number) => `${count} ${plural(count, { one: 'giorno', other: 'giorni' })}`;
const day = (iso: string) => formatDay(iso, 'long');

/** "Si rinnova automaticamente di 12 mesi il 31 dicembre 2026; per non rinnovarlo…", in plain words. */
export function portalRenewalTerms(contract: ContractTermsForWords): string {
  if (contract.status === 'disdetto')
    return contract.terminated_on ? `Disdetto il ${day(contract.terminated_on)}.` : 'Il contratto è stato disdetto.';
  if (contract.status === 'concluso')
    return contract.end_date ? `Concluso il ${day(contract.end_date)}.` : 'Il contratto è concluso.';
  if (!contract.end_date) return 'A tempo indeterminato: resta valido finché una delle parti non lo disdice.';
  const deadline = portalNoticeDeadline(contract);
  if (!deadline) return `Scade il ${day(contract.end_date)} e non si rinnova automaticamente.`;
  const renewal = contract.renewal_months
    ? `Alla scadenza del ${day(contract.end_date)} si rinnova automaticamente di ${months(contract.renewal_months)}.`
    : `Alla scadenza del ${day(contract.end_date)} si rinnova automaticamente.`;
  const notice = contract.notice_days
    ? `Per non rinnovarlo, la disdetta va comunicata entro il ${day(deadline)} (${days(contract.notice_days)} prima della scadenza).`
    : `Per non rinnovarlo, la disdetta va comunicata entro il ${day(deadline)}.`;
  return `${renewal} ${notice}`;
}
