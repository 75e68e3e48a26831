// Every table, for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../../modules/kpi-templates/tables';
export * from '../../modules/personnel/tables';
export * from '../../modules/public-site/tables';
export * from '../../modules/self-healing/tables';
export * from '../../modules/timesheet/tables';
export * from '../access/tables';
export * from '../audit/tables';
export * from '../auth/preferences-tables';
export * from '../auth/tables';
export * from '../flags/tables';
export * from '../notifications/tables';
export * from '../org/tables';
export * from '../storage/tables';
export * from '../tenant/tables';
