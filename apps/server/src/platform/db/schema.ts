// Every table, for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../access/tables';
export * from '../audit/tables';
export * from '../auth/tables';
export * from '../flags/tables';
export * from '../tenant/tables';
