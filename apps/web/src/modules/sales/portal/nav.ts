import { Briefcase, FileSignature, FileText, FolderKanban, LayoutGrid, Receipt } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { PORTAL_TITLES } from './titles';

// The client portal's sidebar group (issue 18): for client accounts only — its pages declare
// `requiresClientAccount`, so staff never see an entry and the group disappears — behind the sales module's flag.
export const clientPortalNav: NavGroup = {
  id: 'client-portal',
  label: PORTAL_TITLES.group,
  icon: Briefcase,
  requiresFeature: 'sales_module',
  entries: [
    { label: PORTAL_TITLES.overview, to: '/app/portal', icon: LayoutGrid, exact: true },
    { label: PORTAL_TITLES.proposals, to: '/app/portal/proposals', icon: FileText },
    { label: PORTAL_TITLES.projects, to: '/app/portal/projects', icon: FolderKanban },
    { label: PORTAL_TITLES.contracts, to: '/app/portal/contracts', icon: FileSignature },
    { label: PORTAL_TITLES.preInvoices, to: '/app/portal/pre-invoices', icon: Receipt },
  ],
};
