import type { Draft, DraftSave } from '@portale/shared';
import { apiPut } from '@/platform/api-client';

/** Creates or replaces the user's draft under `key` (idempotent). */
export const saveDraftByKey = (key: string, body: DraftSave) =>
  apiPut<Draft>(`/api/drafts/key/${encodeURIComponent(key)}`, body);
