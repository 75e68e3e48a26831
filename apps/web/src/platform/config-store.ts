import type { PublicConfig } from '@portale/shared';
import { create } from 'zustand';
import { apiGet } from './api-client';

interface ConfigState {
  config: PublicConfig | null;
  loaded: boolean;
  setConfig: (config: PublicConfig | null) => void;
}

export const useConfigStore = create<ConfigState>()((set) => ({
  config: null,
  loaded: false,
  setConfig: (config) => set({ config, loaded: true }),
}));

/** Used when the configuration could not be loaded, so screens still have a name to show. */
export const FALLBACK_COMPANY_NAME = 'Portale';

export async function loadConfig(): Promise<PublicConfig> {
  try {
    const config = await apiGet<PublicConfig>('/api/config');
    useConfigStore.getState().setConfig(config);
    return config;
  } catch (error) {
    useConfigStore.getState().setConfig(null);
    throw error;
  }
}

export function useCompanyName(): string {
  return useConfigStore((state) => state.config?.company.name) || FALLBACK_COMPANY_NAME;
}

/**
 * Re-reads the public configuration after an admin changed it, so the name, logos and public-site
 * settings update everywhere without a reload. A failed re-read keeps what the app already has.
 */
export async function refreshConfig(): Promise<void> {
  try {
    useConfigStore.getState().setConfig(await apiGet<PublicConfig>('/api/config'));
  } catch {
    // The saved change is on the server; the next start-up picks it up.
  }
}
