import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SIDEBAR_STORAGE_KEY = 'sidebar';

interface SidebarState {
  collapsed: boolean;
  /** Group id → open. Missing means closed (unless the current page is inside it). */
  openGroups: Record<string, boolean>;
  /** The mobile drawer; never persisted, a reload starts with it closed. */
  mobileOpen: boolean;
  toggleCollapsed: () => void;
  toggleGroup: (id: string) => void;
  expandGroup: (id: string) => void;
  setMobileOpen: (open: boolean) => void;
}

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      collapsed: false,
      openGroups: {},
      mobileOpen: false,
      toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
      // Spec §4: collapsed mode ignores group toggles.
      toggleGroup: (id) =>
        set((state) =>
          state.collapsed ? state : { openGroups: { ...state.openGroups, [id]: !state.openGroups[id] } },
        ),
      expandGroup: (id) =>
        set((state) => (state.openGroups[id] ? state : { openGroups: { ...state.openGroups, [id]: true } })),
      setMobileOpen: (open) => set({ mobileOpen: open }),
    }),
    {
      name: SIDEBAR_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ collapsed: state.collapsed, openGroups: state.openGroups }),
    },
  ),
);

/** Tests start from a clean sidebar. */
export function resetSidebarStore(): void {
  useSidebarStore.setState({ collapsed: false, openGroups: {}, mobileOpen: false });
}
