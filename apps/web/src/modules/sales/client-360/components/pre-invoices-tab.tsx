import { formatDay } from '@portale/shared';
import { Receipt } from 'lucide-react';
import { PreInvoiceLink, PreInvoicesLink } from '../../area-links';
import { euroCents } from '../../dashboard/format';
import { useClientPreInvoices } from '../api/client-pre-invoices';
import { CLIENT_360_TEXT } from '../strings';
import { PreInvoiceStatusTag } from './status-badges';
import { AMOUNT, MORE, NUMBER, ROW_LINK, TabFrame, TabRow } from './tab-frame';

const TEXT = CLIENT_360_TEXT.preInvoices;

/** "Pre-fatture" (view_all_invoices only): the client's latest pre-invoices with their taxable amount. */
export function ClientPreInvoicesTab({ clientId }: { clientId: string }) {
  const { data } = useClientPreInvoices(clientId);
  const { items, pagination } = data;
  return (
    <TabFrame
      title={TEXT.title}
      count={TEXT.count(pagination.total)}
      shown={CLIENT_360_TEXT.shown(items.length, pagination.total)}
      more={
        pagination.total > items.length ? (
          <PreInvoicesLink search={{ client: clientId }} className={MORE}>
            {CLIENT_360_TEXT.seeAllFem(pagination.total)}
          </PreInvoicesLink>
        ) : undefined
      }
      empty={items.length === 0 ? { icon: Receipt, title: TEXT.empty, hint: TEXT.emptyHint } : null}
    >
      {items.map((pi) => (
        <TabRow
          key={pi.id}
          title={
            <PreInvoiceLink id={pi.id} className={ROW_LINK}>
              <span className={NUMBER}>{pi.number}</span>
              {pi.causale || formatDay(pi.issue_date)}
            </PreInvoiceLink>
          }
          meta={[formatDay(pi.issue_date), pi.invoice_number ? TEXT.invoice(pi.invoice_number) : null]
            .filter(Boolean)
            .join(' · ')}
          aside={
            <>
              {typeof (pi.total_cents ?? pi.taxable_cents) === 'number' && (
                <span className={AMOUNT}>{euroCents((pi.total_cents ?? pi.taxable_cents) as number)}</span>
              )}
              <PreInvoiceStatusTag status={pi.status} />
            </>
          }
        />
      ))}
    </TabFrame>
  );
}
