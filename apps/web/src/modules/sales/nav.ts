import { Building2, Contact, FileSignature, Gauge, Handshake, Receipt } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { SALES_TITLES } from './titles';

// Spec §2 and §6: the Sales group needs view_all_projects and the sales_module flag. Its entries are the CRM
// dashboard, clients, contacts, contracts, proposals and pre-invoices, in that order. Pre-invoices also need
// view_all_invoices: their route declares it, and the sidebar reads it from there (navigation.ts).
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
    { label: SALES_TITLES.preInvoices, to: '/app/invoicing/pre-invoices', icon: Receipt },
  ],
};
