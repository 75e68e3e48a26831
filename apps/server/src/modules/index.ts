import type { FastifyPluginAsync } from 'fastify';
import { attachmentRoutes } from '@/platform/attachments/routes';
import { clientCompanyRoutes } from '@/platform/org/client-company-routes';
import { fileRoutes } from '@/platform/storage/routes';
import { authRoutes } from './auth/routes';
import { newsRoutes } from './communications/news/routes';
import { documentFolderRoutes, documentTagRoutes } from './documents/folder-routes';
import { documentRoutes } from './documents/routes';
import { documentDashboardRoutes, documentSearchRoutes } from './documents/search-routes';
import { draftRoutes } from './drafts/routes';
import { featureFlagAdminRoutes, featureFlagRoutes } from './feature-flags/routes';
import { healthRoutes, readinessRoutes } from './health/routes';
import { kpiTemplateRoutes } from './kpi-templates/routes';
import { closureRoutes, holidayRoutes, leaveTypeRoutes, workLocationRoutes } from './leave-settings/routes';
import { eventStreamRoutes, notificationRoutes } from './notifications/routes';
import { allocationRoutes } from './personnel/allocation/routes';
import { departmentRoutes, orgChartRoutes } from './personnel/departments/routes';
import { employeeRoutes, personnelWidgetRoutes } from './personnel/employees/routes';
import { jobLevelRoutes } from './personnel/job-levels/routes';
import { performanceRoutes } from './personnel/performance/routes';
import { skillRoutes } from './personnel/skills/routes';
import { profileRoutes } from './profile/routes';
import { consentRoutes, contactMessageRoutes, contactRoutes } from './public-site/routes';
import { permissionRoutes, roleRoutes } from './roles/routes';
import { clientRoutes } from './sales/clients/routes';
import { crmContactRoutes } from './sales/contacts/routes';
import { contractRoutes } from './sales/contracts/routes';
import { crmDashboardRoutes } from './sales/dashboard/routes';
import { preInvoiceRoutes } from './sales/invoicing/routes';
import { clientPortalRoutes } from './sales/portal/routes';
import { clientPortalProposalRoutes } from './sales/proposals/portal-routes';
import { pipelineRoutes, proposalRoutes } from './sales/proposals/routes';
import { searchRoutes } from './search/routes';
import { auditLogRoutes, securityRoutes } from './security/routes';
import { selfHealingRoutes } from './self-healing/routes';
import { adminConfigRoutes, configRoutes } from './settings/routes';
import { analyticsRoutes } from './timesheet/analytics/routes';
import { entryRoutes } from './timesheet/entries/routes';
import { attendanceSheetRoutes } from './timesheet/payroll/routes';
import { projectRoutes } from './timesheet/projects/routes';
import { taskRoutes } from './timesheet/projects/task-routes';
import { personLeaveRoutes } from './timesheet/requests/person-leave-routes';
import { absenceRoutes, requestRoutes } from './timesheet/requests/routes';
import { userRoutes } from './users/routes';
import { vmStatusRoutes } from './vm-status/routes';

/**
 * The server's module registry: adding a module is one entry here. Each module's routes are Fastify plugins
 * registered under their path prefix, so a route file names only the path inside its resource.
 */
export interface ServerModule {
  name: string;
  routes: Record<string, FastifyPluginAsync>;
}

export const serverModules: ServerModule[] = [
  { name: 'health', routes: { '/api/health': healthRoutes, '/api/ready': readinessRoutes } },
  { name: 'auth', routes: { '/api/auth': authRoutes } },
  { name: 'settings', routes: { '/api/config': configRoutes, '/api/admin/config': adminConfigRoutes } },
  {
    name: 'feature-flags',
    routes: { '/api/feature-flags': featureFlagRoutes, '/api/admin/feature-flags': featureFlagAdminRoutes },
  },
  { name: 'roles', routes: { '/api/admin/roles': roleRoutes, '/api/admin/permissions': permissionRoutes } },
  { name: 'users', routes: { '/api/admin/users': userRoutes } },
  { name: 'profile', routes: { '/api/profile': profileRoutes } },
  { name: 'files', routes: { '/api/files': fileRoutes } },
  // Any module's records take attachments through the platform (docs/attachments.md); modules register targets.
  { name: 'attachments', routes: { '/api/attachments': attachmentRoutes } },
  // The client companies as other modules pick them (a project's client), whatever the CRM's flag.
  { name: 'client-companies', routes: { '/api/client-companies': clientCompanyRoutes } },
  {
    name: 'public-site',
    routes: {
      '/api/contact': contactRoutes,
      '/api/consents': consentRoutes,
      '/api/admin/contact-messages': contactMessageRoutes,
    },
  },
  {
    name: 'security',
    routes: { '/api/admin/security': securityRoutes, '/api/admin/audit-log': auditLogRoutes },
  },
  { name: 'vm-status', routes: { '/api/admin/system': vmStatusRoutes } },
  {
    name: 'leave-settings',
    routes: {
      '/api/admin/leave-types': leaveTypeRoutes,
      '/api/admin/work-locations': workLocationRoutes,
      '/api/admin/closures': closureRoutes,
      '/api/calendar/holidays': holidayRoutes,
    },
  },
  { name: 'kpi-templates', routes: { '/api/admin/kpi-templates': kpiTemplateRoutes } },
  {
    name: 'notifications',
    routes: { '/api/notifications': notificationRoutes, '/api/events/stream': eventStreamRoutes },
  },
  { name: 'search', routes: { '/api/search': searchRoutes, '/search': searchRoutes } },
  { name: 'self-healing', routes: { '/api/self-healing': selfHealingRoutes } },
  // Every module's autosaved form drafts (issue 15); the table and the discard helper are in platform/drafts.
  { name: 'drafts', routes: { '/api/drafts': draftRoutes } },
  {
    // Timesheet and projects: one module behind one flag (`timesheet_module`), five areas.
    name: 'timesheet',
    routes: {
      '/api/projects': projectRoutes,
      '/api/tasks': taskRoutes,
      '/api/timesheet': entryRoutes,
      '/api/timesheet/requests': requestRoutes,
      '/api/timesheet/absences': absenceRoutes,
      '/api/timesheet/people': personLeaveRoutes,
      '/api/timesheet/attendance-sheet': attendanceSheetRoutes,
      '/api/timesheet/analytics': analyticsRoutes,
    },
  },
  {
    // Communications (issue 19, docs/communications.md), behind `communications_module`: news so far.
    name: 'communications',
    routes: { '/api/communications/news': newsRoutes },
  },
  {
    // The document manager (issue 17, docs/documents.md), behind `document_manager_module`.
    name: 'documents',
    routes: {
      '/api/documents': documentRoutes,
      '/api/documents/search': documentSearchRoutes,
      '/api/documents/dashboard': documentDashboardRoutes,
      '/api/document-folders': documentFolderRoutes,
      '/api/document-tags': documentTagRoutes,
    },
  },
  {
    // Personnel and HR: one module behind one flag (`personnel_module`).
    name: 'personnel',
    routes: {
      '/api/personnel/employees': employeeRoutes,
      '/api/personnel/widgets': personnelWidgetRoutes,
      '/api/personnel/departments': departmentRoutes,
      '/api/personnel/orgchart': orgChartRoutes,
      '/api/personnel/skills': skillRoutes,
      '/api/personnel/job-levels': jobLevelRoutes,
      '/api/personnel/performance': performanceRoutes,
      '/api/personnel/allocation': allocationRoutes,
    },
  },
  {
    // Sales (issue 18, docs/sales.md): the CRM's clients, contacts, contracts, proposals and pipelines, behind
    // `sales_module`.
    name: 'sales',
    routes: {
      '/api/crm/clients': clientRoutes,
      '/api/crm/contacts': crmContactRoutes,
      '/api/crm/dashboard': crmDashboardRoutes,
      // The client portal: a `cliente` account's own company (docs/sales.md, "Client portal").
      '/api/client-portal': clientPortalRoutes,
      '/api/crm/contracts': contractRoutes,
      '/api/crm/proposals': proposalRoutes,
      '/api/crm/pipelines': pipelineRoutes,
      '/api/client-portal/proposals': clientPortalProposalRoutes,
      '/api/invoicing/pre-invoices': preInvoiceRoutes,
    },
  },
];
