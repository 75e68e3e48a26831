import { formatDay, SALES_CONTRACT_TYPE_LABELS } from '@portale/shared';
import { FileSignature, Plus } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { ContractLink, ContractsLink, NewContractLink } from '../../area-links';
import { euroCents } from '../../dashboard/format';
import { useClientContracts } from '../api/client-contracts';
import { CLIENT_360_TEXT } from '../strings';
import { ContractStatusTag } from './status-badges';
import { AMOUNT, MORE, NUMBER, ROW_LINK, TabFrame, TabRow } from './tab-frame';

const TEXT = CLIENT_360_TEXT.contracts;

/** "Contratti": the client's latest contracts (value with view_all_invoices), "Nuovo contratto" for their editors. */
export function ClientContractsTab({ clientId, canCreate }: { clientId: string; canCreate: boolean }) {
  const { data } = useClientContracts(clientId);
  const { items, pagination } = data;
  const action = canCreate ? (
    <NewContractLink clientId={clientId} className={buttonStyles()}>
      <Plus className="size-4" aria-hidden="true" />
      {TEXT.add}
    </NewContractLink>
  ) : undefined;
  return (
    <TabFrame
      title={TEXT.title}
      count={TEXT.count(pagination.total)}
      shown={CLIENT_360_TEXT.shown(items.length, pagination.total)}
      more={
        pagination.total > items.length ? (
          <ContractsLink search={{ client: clientId }} className={MORE}>
            {CLIENT_360_TEXT.seeAll(pagination.total)}
          </ContractsLink>
        ) : undefined
      }
      action={action}
      empty={
        items.length === 0
          ? { icon: FileSignature, title: TEXT.empty, hint: canCreate ? TEXT.emptyHint : undefined }
          : null
      }
    >
      {items.map((k) => (
        <TabRow
          key={k.id}
          title={
            <ContractLink id={k.id} className={ROW_LINK}>
              <span className={NUMBER}>{k.number}</span>
              {k.title}
            </ContractLink>
          }
          meta={[
            SALES_CONTRACT_TYPE_LABELS[k.type],
            TEXT.period(formatDay(k.start_date), k.end_date ? formatDay(k.end_date) : null),
            k.auto_renew ? TEXT.autoRenew : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          aside={
            <>
              {typeof k.value_cents === 'number' && <span className={AMOUNT}>{euroCents(k.value_cents)}</span>}
              <ContractStatusTag status={k.status} />
            </>
          }
        />
      ))}
    </TabFrame>
  );
}
