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
