import { create } from 'zustand';

/**
 * What the login page says when the user arrives from the activation or reset page ('Account attivato…'),
 * with their username ready. Kept in memory, never in the URL, so a crafted link cannot print text there.
 */
interface LoginNoticeState {
  notice: { message: string; username: string } | null;
  set: (message: string, username: string) => void;
  clear: () => void;
}

export const useLoginNotice = create<LoginNoticeState>()((set) => ({
  notice: null,
  set: (message, username) => set({ notice: { message, username } }),
  clear: () => set({ notice: null }),
}));
