import { TOAST_DEFAULT_DURATION_MS } from '@portale/shared';
import { create } from 'zustand';

/** Spec §5 display options: toast type. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec §3 toast: type, title, message, duration. */
export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  duration: number;
  /** One button beside the message (an undo): clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

export type ToastInput = Omit<Toast, 'id' | 'duration' | 'type'> & { type?: ToastType; duration?: number };

/** More would cover the page; the oldest go first. */
const MAX_VISIBLE = 5;

interface ToastState {
  toasts: Toast[];
  push: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (input) => {
    const id = nextId++;
    const toast: Toast = {
      id,
      type: input.type ?? 'info',
      title: input.title,
      message: input.message,
      duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
      action: input.action,
    };
    set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  clear: () => set({ toasts: [] }),
}));
