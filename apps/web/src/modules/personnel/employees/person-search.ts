import { z } from 'zod';

export const PERSON_TABS = ['panoramica', 'competenze', 'allocazione', 'valutazioni', 'ferie', 'documenti'] as const;
export type PersonTab = (typeof PERSON_TABS)[number];

/** URL state of the person page: the open tab (`/app/personnel/{id}?tab=competenze`). */
export const PersonSearch = z.object({ tab: z.enum(PERSON_TABS).optional().catch(undefined) });
export type PersonSearch = z.infer<typeof PersonSearch>;
