import { SALES_KEYS } from '../../query-keys';

/** Every client query (list, record, filter choices, duplicates) starts with this key. */
export const CLIENTS_KEY = SALES_KEYS.clients;
export const clientKey = (id: string) => [...CLIENTS_KEY, 'detail', id] as const;
