import type { Client } from '@portale/shared';
import type { ReactNode } from 'react';
import { useFlagsStore } from '@/platform/flags-store';
import { QueryBoundary } from '@/platform/query-boundary';
import { useCan } from '@/platform/use-can';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { CLIENT_TABS, type ClientTab } from '../../clients/search';
import { CLIENTS_TEXT } from '../../clients/strings';
import { ClientContactsTab } from '../../contacts/components/client-contacts-tab';
import { ClientActivityTab } from './activity-tab';
import { ClientContractsTab } from './contracts-tab';
import { ClientDocumentsTab } from './documents-tab';
import { ClientPreInvoicesTab } from './pre-invoices-tab';
import { ClientProjectsTab } from './projects-tab';
import { ClientProposalsTab } from './proposals-tab';

const TEXT = CLIENTS_TEXT.detail;

/**
 * The tabs this user sees: pre-invoices with view_all_invoices, projects with the timesheet module, documents with
 * the document manager (and its permission). A tab in the URL that is not among them shows the contacts.
 */
export function useClientTabs(): readonly ClientTab[] {
  const invoices = useCan('view_all_invoices');
  const documents = useCan('view_documents');
  const projects = useFlagsStore(
    (state) => state.failed || !state.initialized || state.flags.timesheet_module === true,
  );
  const archive = useFlagsStore(
    (state) => state.failed || !state.initialized || state.flags.document_manager_module === true,
  );
  return CLIENT_TABS.filter(
    (tab) =>
      (tab !== 'prefatture' || invoices) &&
      (tab !== 'progetti' || projects) &&
      (tab !== 'documenti' || (documents && archive)),
  );
}

export type ClientTabsProps = {
  client: Client;
  tabs: readonly ClientTab[];
  tab: ClientTab;
  onTabChange: (tab: ClientTab) => void;
  /** A contact to point out (a search result's). */
  highlightContact?: string;
};

/** The 360° page's tabs (`?tab=`): contacts, proposals, contracts, projects, pre-invoices, documents, activity. */
export function ClientTabs({ client, tabs, tab, onTabChange, highlightContact }: ClientTabsProps) {
  const live = !client.archived_at;
  const canContracts = useCan('manage_contracts');
  const section = (content: ReactNode) => (
    <QueryBoundary fallback={<Skeleton className="h-40 w-full" />} errorTitle={TEXT.tabError}>
      {content}
    </QueryBoundary>
  );
  const content: Record<ClientTab, () => ReactNode> = {
    contatti: () => (
      <ClientContactsTab clientId={client.id} canEdit={client.can_edit && live} highlight={highlightContact} />
    ),
    offerte: () => <ClientProposalsTab clientId={client.id} canCreate={client.can_edit && live} />,
    contratti: () => <ClientContractsTab clientId={client.id} canCreate={canContracts && live} />,
    progetti: () => <ClientProjectsTab clientId={client.id} />,
    prefatture: () => <ClientPreInvoicesTab clientId={client.id} />,
    documenti: () => <ClientDocumentsTab clientId={client.id} />,
    attivita: () => <ClientActivityTab clientId={client.id} />,
  };
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as ClientTab)}>
      <TabsList aria-label={TEXT.tabsLabel}>
        {tabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {TEXT.tabs[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((value) => (
        <TabsContent key={value} value={value}>
          {value === tab && section(content[value]())}
        </TabsContent>
      ))}
    </Tabs>
  );
}
