import { SALES_KEYS } from '../../query-keys';

/** Every contact query (the page across clients, a client's tab) starts with this key. */
export const CONTACTS_KEY = SALES_KEYS.contacts;
