import { CONTRACT_TYPE_LABELS, type LeaveType } from '@portale/shared';
import { LEAVE_TEXT } from './strings';

type Unit = LeaveType['unit'];
type Allowance = LeaveType['allowances'][number];

const TEXT = LEAVE_TEXT.leaveTypes;

/** "26 giorni", "1 ora". */
export const amountLabel = (unit: Unit, amount: number) => LEAVE_TEXT.units[unit](amount);

/** Who a rule is for: "Tutti i contratti", "Apprendistato · CCNL Metalmeccanici". */
export function allowanceScope(allowance: Allowance): string {
  const contract = allowance.contract_type ? CONTRACT_TYPE_LABELS[allowance.contract_type] : TEXT.anyContract;
  return allowance.ccnl ? `${contract} · CCNL ${allowance.ccnl}` : contract;
}

/** "56 ore · Tutti i contratti". */
export const allowanceLabel = (unit: Unit, allowance: Allowance) =>
  `${amountLabel(unit, allowance.amount)} · ${allowanceScope(allowance)}`;

/** "Non riportabile", "Tutto riportabile, entro 18 mesi", "Fino a 40 ore, senza scadenza". */
export function carryOverLabel(unit: Unit, rule: LeaveType['carry_over']): string {
  if (!rule.allowed) return TEXT.carryOver.none;
  const amount =
    rule.max_amount === null ? TEXT.carryOver.all : TEXT.carryOver.upTo(amountLabel(unit, rule.max_amount));
  const expiry =
    rule.expires_after_months === null ? TEXT.carryOver.noExpiry : TEXT.carryOver.within(rule.expires_after_months);
  return `${amount}, ${expiry}`;
}
