import { type ToastInput, type ToastType, useToastStore } from './toast-store';

// A null message (e.g. applyFormError's when every problem is shown inline) is no message.
type Shortcut = (title: string, message?: string | null, options?: { duration?: number }) => number;

const shortcut =
  (type: ToastType): Shortcut =>
  (title, message, options) =>
    useToastStore.getState().push({ type, title, message: message ?? undefined, duration: options?.duration });

/**
 * Shows a toast from anywhere (components, mutation callbacks, plain functions): `toast({ … })` or
 * `toast.success('Salvato')`. Returns the id, for `toast.dismiss(id)`. The `<Toaster/>` in the root
 * layout renders them.
 */
export const toast = Object.assign((input: ToastInput) => useToastStore.getState().push(input), {
  success: shortcut('success'),
  error: shortcut('error'),
  warning: shortcut('warning'),
  info: shortcut('info'),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
});
