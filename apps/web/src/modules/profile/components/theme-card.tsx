import { THEMES, type ThemePreference } from '@portale/shared';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useDarkMode } from '@/platform/theme';
import { toast } from '@/platform/toast/toast';
import { cx } from '@/ui/cx';
import { SectionCard } from '@/ui/section-card';
import { PROFILE_TEXT } from '../strings';

const TEXT = PROFILE_TEXT.theme;
const ICONS: Record<ThemePreference, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

/**
 * Spec §4: the theme is a browser setting ('darkMode' in localStorage); 'Sistema' removes the stored value
 * so the device preference is followed, live.
 */
export function ThemeCard() {
  const { preference, setPreference } = useDarkMode();
  const choose = (next: ThemePreference) => {
    if (next === preference) return;
    setPreference(next);
    toast.success(TEXT.saved, TEXT.options[next].label);
  };
  return (
    <SectionCard title={TEXT.title} description={TEXT.hint} titleId="settings-theme-title">
      <fieldset>
        <legend className="sr-only">{TEXT.legend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {THEMES.map((theme) => {
            const Icon = ICONS[theme];
            const selected = preference === theme;
            return (
              <label
                key={theme}
                className={cx(
                  'relative flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                  selected
                    ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-400/10'
                    : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={selected}
                  onChange={() => choose(theme)}
                  className="sr-only"
                />
                <Icon
                  className={cx(
                    'mt-0.5 size-5 shrink-0',
                    selected ? 'text-primary-700 dark:text-primary-300' : 'text-slate-500 dark:text-slate-400',
                  )}
                  aria-hidden="true"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900 dark:text-white">
                    {TEXT.options[theme].label}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.options[theme].hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </SectionCard>
  );
}
