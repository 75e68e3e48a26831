import {
  type ClientPortalContractListItem,
  FEE_PERIOD_LABELS,
  SALES_CONTRACT_TYPE_LABELS,
  type SalesContractType,
} from '@portale/shared';
import { euro, PORTAL_LABELS, PORTAL_TEXT } from './strings';

/** "Canone mensile: 1.200,00 €" or "Valore: 12.000,00 €"; null when the value is not set. */
export function contractValue(contract: Pick<ClientPortalContractListItem, 'value_cents' | 'fee_period'>) {
  if (contract.value_cents === null) return null;
  const label = contract.fee_period
    ? PORTAL_TEXT.contracts.fee(FEE_PERIOD_LABELS[contract.fee_period])
    : PORTAL_TEXT.contracts.value;
  return { label, amount: euro(contract.value_cents) };
}

/** "A corpo (prezzo concordato per l'intero lavoro)". */
export const contractType = (type: SalesContractType) =>
  `${SALES_CONTRACT_TYPE_LABELS[type]} (${PORTAL_LABELS.contractTypeHint[type]})`;
