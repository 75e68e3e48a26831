import { Moon, Sun } from 'lucide-react';
import { useDarkMode } from '@/platform/theme';
import { cx } from '@/ui/cx';
import { SHELL_TEXT } from './strings';

export type ThemeToggleProps = { className?: string };

/** Spec §2 header dark-mode toggle: an explicit choice, stored as 'true'/'false'. */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const { dark, toggle } = useDarkMode();
  const label = dark ? SHELL_TEXT.header.darkOff : SHELL_TEXT.header.darkOn;
  const Icon = dark ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={cx(
        'flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
