import { queryString } from '../../query-keys';

/** A plain GET the browser downloads itself (the session cookie goes along), with the list's filters and sort. */
export const clientsExportUrl = (filters: Record<string, unknown>) =>
  `/api/crm/clients/export.csv${queryString(filters)}`;
