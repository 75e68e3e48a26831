import { TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX } from '@portale/shared';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cx } from '@/ui/cx';
import { TOAST_TEXT } from './strings';
import { type Toast, type ToastType, useToastStore } from './toast-store';

const ICONS: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

const ACCENTS: Record<ToastType, string> = {
  success: 'text-emerald-600 dark:text-emerald-400',
  error: 'text-red-600 dark:text-red-400',
  warning: 'text-amber-600 dark:text-amber-400',
  info: 'text-sky-600 dark:text-sky-400',
};

const BARS: Record<ToastType, string> = {
  success: 'bg-emerald-500',
  error: 'bg-red-500',
  warning: 'bg-amber-500',
  info: 'bg-sky-500',
};

/** Spec §9: toasts are between 300 and 500 px wide (less only when the screen itself is narrower). */
const WIDTH = {
  // One width for all toasts so a stack lines up; the limits still hold whatever the content.
  width: '24rem',
  minWidth: `min(${TOAST_MIN_WIDTH_PX}px, calc(100vw - 2rem))`,
  maxWidth: `min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 2rem))`,
};

type ToastItemProps = { toast: Toast };

function ToastItem({ toast }: ToastItemProps) {
  const dismiss = useToastStore((state) => state.dismiss);
  // Hovering or focusing a toast pauses its timer (WCAG 2.2.1): the remaining time survives the pause.
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const pause = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    if (toast.duration <= 0 || timer.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismiss(toast.id), Math.max(0, remaining.current));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once per toast, not per render.
  useEffect(() => {
    resume();
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [toast.id]);

  const Icon = ICONS[toast.type];
  return (
    <li
      className="pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white py-3 pr-2 pl-4 shadow-lg ring-1 ring-black/5 motion-safe:animate-[toast-in_180ms_ease-out] dark:border-slate-700 dark:bg-slate-900 dark:ring-white/5"
      style={WIDTH}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className={cx('absolute inset-y-0 left-0 w-1', BARS[toast.type])} aria-hidden="true" />
      <Icon className={cx('mt-0.5 size-5 shrink-0', ACCENTS[toast.type])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">
          <span className="sr-only">{TOAST_TEXT.typeLabels[toast.type]}: </span>
          {toast.title}
        </p>
        {toast.message && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{toast.message}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick();
            // Closed once the click is over: an open dialog decides whether a click was outside it from where the
            // target is (the toaster) at the end of the click, and a button already removed is nowhere.
            window.setTimeout(() => dismiss(toast.id), 0);
          }}
          className="shrink-0 self-center rounded-md px-2 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:bg-slate-800"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label={TOAST_TEXT.dismiss}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

type ToastListProps = { toasts: Toast[]; assertive: boolean };

/** The live region exists before any toast, so screen readers announce what is added to it. */
function ToastList({ toasts, assertive }: ToastListProps) {
  return (
    <ol aria-live={assertive ? 'assertive' : 'polite'} aria-relevant="additions text" className="flex flex-col gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}

/**
 * Mounted once, in the root layout; top right, below the app header, where the cookie banner (bottom) never
 * covers it. Errors and warnings interrupt; successes and information wait their turn.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const urgent = toasts.filter((toast) => toast.type === 'error' || toast.type === 'warning');
  const calm = toasts.filter((toast) => toast.type === 'success' || toast.type === 'info');
  return (
    <section
      data-toaster
      aria-label={TOAST_TEXT.region}
      className="pointer-events-none fixed inset-x-4 top-[4.5rem] z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:items-end"
    >
      <ToastList toasts={urgent} assertive />
      <ToastList toasts={calm} assertive={false} />
    </section>
  );
}
