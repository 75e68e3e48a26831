import { formatDay } from '@portale/shared';
import { FileText, Plus } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { NewProposalLink, ProposalLink, ProposalsLink } from '../../area-links';
import { euroCents } from '../../dashboard/format';
import { useClientProposals } from '../api/client-proposals';
import { CLIENT_360_TEXT } from '../strings';
import { ProposalStatusTag } from './status-badges';
import { AMOUNT, MORE, NUMBER, ROW_LINK, TabFrame, TabRow } from './tab-frame';

const TEXT = CLIENT_360_TEXT.proposals;

/** "Offerte": the client's latest proposals (amounts with view_all_invoices), "Nuova offerta" for editors. */
export function ClientProposalsTab({ clientId, canCreate }: { clientId: string; canCreate: boolean }) {
  const { data } = useClientProposals(clientId);
  const { items, pagination } = data;
  const action = canCreate ? (
    <NewProposalLink clientId={clientId} className={buttonStyles()}>
      <Plus className="size-4" aria-hidden="true" />
      {TEXT.add}
    </NewProposalLink>
  ) : undefined;
  return (
    <TabFrame
      title={TEXT.title}
      count={TEXT.count(pagination.total)}
      shown={CLIENT_360_TEXT.shown(items.length, pagination.total)}
      more={
        pagination.total > items.length ? (
          <ProposalsLink search={{ client: clientId }} className={MORE}>
            {CLIENT_360_TEXT.seeAllFem(pagination.total)}
          </ProposalsLink>
        ) : undefined
      }
      action={action}
      empty={
        items.length === 0 ? { icon: FileText, title: TEXT.empty, hint: canCreate ? TEXT.emptyHint : undefined } : null
      }
    >
      {items.map((p) => (
        <TabRow
          key={p.id}
          title={
            <ProposalLink id={p.id} className={ROW_LINK}>
              <span className={NUMBER}>{p.number}</span>
              {p.title}
            </ProposalLink>
          }
          meta={[p.stage.pipeline_name, p.stage.name, TEXT.validUntil(formatDay(p.valid_until))].join(' · ')}
          aside={
            <>
              {p.total_cents !== undefined && <span className={AMOUNT}>{euroCents(p.total_cents)}</span>}
              <ProposalStatusTag status={p.status} />
            </>
          }
        />
      ))}
    </TabFrame>
  );
}
