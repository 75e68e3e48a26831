import type { ReactNode } from 'react';
import { ContractsLink, ProposalsLink } from '../../area-links';
import { useCrmDashboard } from '../api/get-crm-dashboard';
import { DASHBOARD_TEXT, SALES_TEXT as TEXT } from '../strings';
import { ExpiringContractsList, FollowUpList } from './deal-lists';
import { MORE_LINK } from './panel';

/** Rows a home card shows; "Vedi tutte" opens the list. */
const CARD_ROWS = 5;

function More({ shown, total, children }: { shown: number; total: number; children: ReactNode }) {
  return (
    <div className="mt-3 flex items-center justify-between gap-3 text-sm">
      <span className="text-slate-600 dark:text-slate-400">{total > shown ? TEXT.more(shown, total) : ''}</span>
      {children}
    </div>
  );
}

/** The home dashboard's card "Offerte da seguire" (CRM readers). */
export function FollowUpCard() {
  const { data } = useCrmDashboard();
  const { items, total } = data.follow_up;
  return (
    <div className="flex flex-col">
      <FollowUpList items={items} limit={CARD_ROWS} />
      {total > 0 && (
        <More shown={Math.min(CARD_ROWS, items.length)} total={total}>
          <ProposalsLink search={{ status: 'inviata', sort: 'valid_until' }} className={MORE_LINK}>
            {DASHBOARD_TEXT.seeAllFem}
            <span className="sr-only"> ({TEXT.followUp})</span>
          </ProposalsLink>
        </More>
      )}
    </div>
  );
}

/** The home dashboard's card "Contratti in scadenza" (CRM readers). */
export function ExpiringContractsCard() {
  const { data } = useCrmDashboard();
  const { items, total } = data.expiring_contracts;
  return (
    <div className="flex flex-col">
      <ExpiringContractsList items={items} limit={CARD_ROWS} />
      {total > 0 && (
        <More shown={Math.min(CARD_ROWS, items.length)} total={total}>
          <ContractsLink search={{ status: 'attivo', sort: 'end_date' }} className={MORE_LINK}>
            {DASHBOARD_TEXT.seeAll}
            <span className="sr-only"> ({TEXT.expiring})</span>
          </ContractsLink>
        </More>
      )}
    </div>
  );
}
