import { oneOf, type SearchParams, searchParams } from '@/platform/search-params';

export const SETTINGS_TABS = [
  'company',
  'public-site',
  'content',
  'legal',
  'access',
  'invoicing',
  'integrations',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * The open tab, in the URL (`?tab=invoicing`), so another page can send an administrator straight to the data it
 * lacks (a pre-invoice's XML: the «Fatturazione» tab). Anything else opens the first tab.
 */
export const SettingsSearch = searchParams({ tab: oneOf(SETTINGS_TABS) });
export type SettingsSearch = SearchParams<typeof SettingsSearch>;
