import { holdsPermission, VIEW_MARKETING_CONSENT } from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';

// Who reaches the CRM (spec §6): view_all_projects reads it, edit_project creates and edits clients and contacts,
// both behind the sales_module flag. A `cliente` account holds neither and is refused before any handler runs.

export const CRM_READERS = { permission: 'view_all_projects', feature: 'sales_module' } as const;
export const CRM_EDITORS = { permission: 'edit_project', feature: 'sales_module' } as const;

export const canEditClients = (actor: Actor) => holdsPermission(actor.permissions, 'edit_project');
export const seesMarketingConsent = (actor: Actor) => holdsPermission(actor.permissions, VIEW_MARKETING_CONSENT);

// Contracts (spec §6): read with the CRM, created and edited with manage_contracts. Pre-invoices: view_all_invoices
// lists and reads them, manage_invoices creates, edits and moves them on.
export const CONTRACT_EDITORS = { permission: 'manage_contracts', feature: 'sales_module' } as const;
export const PRE_INVOICE_READERS = { permission: 'view_all_invoices', feature: 'sales_module' } as const;
export const PRE_INVOICE_EDITORS = { permission: 'manage_invoices', feature: 'sales_module' } as const;
/**
 * The client portal: any logged-in account behind the flag; each service then answers only to a `cliente` account
 * linked to a client company, and only with that company's records (404 for anyone else's).
 */
export const CLIENT_PORTAL = { feature: 'sales_module' } as const;

/** Money (prices, totals, values, rates) is left out of every answer for anyone without view_all_invoices. */
export const canSeeMoney = (actor: Actor) => holdsPermission(actor.permissions, 'view_all_invoices');
export const canEditContracts = (actor: Actor) => holdsPermission(actor.permissions, 'manage_contracts');
export const canEditPreInvoices = (actor: Actor) => holdsPermission(actor.permissions, 'manage_invoices');
