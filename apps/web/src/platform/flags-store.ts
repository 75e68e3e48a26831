import type { PublicFlags } from '@portale/shared';
import { create } from 'zustand';
import { apiGet } from './api-client';

interface FlagsState {
  flags: PublicFlags;
  initialized: boolean;
  /** Spec §8: if flag initialisation fails, navigation is still allowed; guards read this. */
  failed: boolean;
  setFlags: (flags: PublicFlags) => void;
  setFailed: () => void;
}

export const useFlagsStore = create<FlagsState>()((set) => ({
  flags: {},
  initialized: false,
  failed: false,
  setFlags: (flags) => set({ flags, initialized: true, failed: false }),
  setFailed: () => set({ initialized: true, failed: true }),
}));

export async function initFlags(): Promise<PublicFlags> {
  try {
    const flags = await apiGet<PublicFlags>('/api/feature-flags/public');
    useFlagsStore.getState().setFlags(flags);
    return flags;
  } catch (error) {
    useFlagsStore.getState().setFailed();
    throw error;
  }
}

/** Unknown keys count as disabled. */
export function isFeatureEnabled(key: string): boolean {
  return useFlagsStore.getState().flags[key] === true;
}

export function useFeatureEnabled(key: string): boolean {
  return useFlagsStore((state) => state.flags[key] === true);
}
