import { SALES_KEYS } from '../../query-keys';

/** Every contract query (list, record) starts with this key. */
export const CONTRACTS_KEY = SALES_KEYS.contracts;
export const contractKey = (id: string) => [...CONTRACTS_KEY, 'detail', id] as const;
