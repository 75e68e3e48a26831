import { clientKey } from '../../clients/api/keys';

/**
 * The 360° page's reads of one client, under the client's own key: every sales change refreshes the clients' key,
 * so a new proposal or contract shows in the tabs at once.
 */
export const client360Key = (id: string, part: string) => [...clientKey(id), part] as const;

/** Records a tab lists; "Vedi tutti" opens the area's list filtered by the client. */
export const TAB_ROWS = 20;
