import { Building2, Contact, FileSignature, Gauge, Handshake } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { SALES_TITLES } from './titles';

// Spec §2 and §6: the Sales group needs view_all_projects and the sales_module flag. Its entries are the CRM
// dashboard, clients, contacts, contracts, proposals and pre-invoices, in that order; pre-invoices join when their
// pages exist (issue 18).
export const salesNav: NavGroup = {
  id: 'sales',
  label: SALES_TITLES.group,
  icon: Building2,
  requiredPermission: 'view_all_projects',
  requiresFeature: 'sales_module',
  entries: [
    { label: SALES_TITLES.dashboard, to: '/app/crm/dashboard', icon: Gauge },
    { label: SALES_TITLES.clients, to: '/app/crm/clients', icon: Building2 },
    { label: SALES_TITLES.contacts, to: '/app/crm/contacts', icon: Contact },
    { label: SALES_TITLES.contracts, to: '/app/crm/contracts', icon: FileSignature },
    { label: SALES_TITLES.proposals, to: '/app/crm/proposals', icon: Handshake },
  ],
};
