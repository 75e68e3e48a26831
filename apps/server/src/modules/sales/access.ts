import { holdsPermission, VIEW_MARKETING_CONSENT } from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';

// Who reaches the CRM (spec §6): view_all_projects reads it, edit_project creates and edits clients and contacts,
// both behind the sales_module flag. A `cliente` account holds neither and is refused before any handler runs.

export const CRM_READERS = { permission: 'view_all_projects', feature: 'sales_module' } as const;
export const CRM_EDITORS = { permission: 'edit_project', feature: 'sales_module' } as const;

export const canEditClients = (actor: Actor) => holdsPermission(actor.permissions, 'edit_project');
export const seesMarketingConsent = (actor: Actor) => holdsPermission(actor.permissions, VIEW_MARKETING_CONSENT);
