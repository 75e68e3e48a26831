// Every table, for drizzle-kit's migration generator (drizzle.config.ts). It sits beside app.ts, not in platform/:
// the platform never depends on a module, and the code's `Db` type needs no schema (no relational queries).
// Relative paths: drizzle-kit loads this file with its own resolver.
export * from './modules/communications/news/tables';
export * from './modules/documents/reminder-tables';
export * from './modules/documents/tables';
export * from './modules/kpi-templates/tables';
export * from './modules/personnel/tables';
export * from './modules/public-site/tables';
export * from './modules/sales/contracts/tables';
export * from './modules/sales/invoicing/tables';
export * from './modules/sales/proposals/tables';
export * from './modules/sales/tables';
export * from './modules/search/tables';
export * from './modules/self-healing/tables';
export * from './modules/timesheet/tables';
export * from './platform/access/tables';
export * from './platform/attachments/tables';
export * from './platform/audit/tables';
export * from './platform/auth/preferences-tables';
export * from './platform/auth/tables';
export * from './platform/drafts/tables';
export * from './platform/flags/tables';
export * from './platform/jobs/tables';
export * from './platform/notifications/tables';
export * from './platform/org/client-companies';
export * from './platform/org/tables';
export * from './platform/rate-limit/tables';
export * from './platform/storage/tables';
export * from './platform/tenant/tables';
