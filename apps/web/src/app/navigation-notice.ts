import { create } from 'zustand';

/**
 * Why the guard sent the user to an error page ('Errore interno durante navigazione'); never a permission key. Kept in memory, not in the
 * URL: a crafted link must not be able to print arbitrary text on our error pages.
 */
interface NavigationNoticeState {
  /** The path the notice belongs to (the error page it redirected to). */
  path: string | null;
  message: string | null;
  set: (path: string, message: string) => void;
  clear: () => void;
}

export const useNavigationNotice = create<NavigationNoticeState>()((set) => ({
  path: null,
  message: null,
  set: (path, message) => set({ path, message }),
  clear: () => set({ path: null, message: null }),
}));
