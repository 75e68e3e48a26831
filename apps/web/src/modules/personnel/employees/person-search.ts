import type { PersonAccess } from '@portale/shared';
import { oneOf, type SearchParams, searchParams } from '@/platform/search-params';

export const PERSON_TABS = ['panoramica', 'competenze', 'allocazione', 'valutazioni', 'ferie', 'documenti'] as const;
export type PersonTab = (typeof PERSON_TABS)[number];

/** URL state of the person page: the open tab (`/app/personnel/{id}?tab=competenze`). */
export const PersonSearch = searchParams({ tab: oneOf(PERSON_TABS) });
export type PersonSearch = SearchParams<typeof PersonSearch>;

/** The tabs the viewer may open, as the server decided in the record's `access`: the others are not shown. */
export function openableTabs(access: PersonAccess): PersonTab[] {
  const allowed: Record<PersonTab, boolean> = {
    panoramica: true,
    competenze: access.tabs.skills,
    allocazione: access.tabs.allocation,
    valutazioni: access.tabs.performance,
    ferie: access.tabs.leave,
    documenti: access.tabs.documents,
  };
  return PERSON_TABS.filter((tab) => allowed[tab]);
}
