import { apiDelete } from '@/platform/api-client';

/** Removes the user's draft under `key`; fine when there is none (a form discards it after every save). */
export const deleteDraftByKey = (key: string) =>
  apiDelete<{ deleted: boolean }>(`/api/drafts/key/${encodeURIComponent(key)}`);
