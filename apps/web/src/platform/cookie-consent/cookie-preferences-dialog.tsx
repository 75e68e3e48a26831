import { COOKIE_CATEGORIES, type CookieCategory, formatInstant } from '@portale/shared';
import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { type ConsentChoices, choicesOf, consentExpiresAt } from './consent-logic';
import { useCookieConsentStore } from './consent-store';
import { COOKIE_CATEGORY_TEXT, COOKIE_CONSENT_TEXT as TEXT } from './strings';

/** Radix Dialog: focus is trapped inside, Escape and the X close it without changing the saved decision. */
export function CookiePreferencesDialog() {
  const open = useCookieConsentStore((state) => state.preferencesOpen);
  const consent = useCookieConsentStore((state) => state.consent);
  const { closePreferences, saveChoices, acceptAll, necessaryOnly, reset } = useCookieConsentStore.getState();
  // The switches start from the saved decision, or all off: nothing is ever pre-ticked.
  const [choices, setChoices] = useState<ConsentChoices>(() => choicesOf(consent));

  useEffect(() => {
    if (open) setChoices(choicesOf(useCookieConsentStore.getState().consent));
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closePreferences())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-2xl -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {TEXT.dialogTitle}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {TEXT.dialogDescription}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={TEXT.close}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-5 sm:px-6 dark:divide-slate-800">
            {COOKIE_CATEGORIES.map((category) => (
              <CategoryRow
                key={category}
                category={category}
                checked={category === 'necessary' ? true : choices[category]}
                onChange={(value) => {
                  if (category !== 'necessary') setChoices((current) => ({ ...current, [category]: value }));
                }}
              />
            ))}
          </ul>
          <div className="border-t border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
            {consent && (
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                <p>
                  {TEXT.decidedOn(
                    formatInstant(consent.consentDate, 'longDate'),
                    formatInstant(consentExpiresAt(new Date(consent.consentDate)), 'longDate'),
                  )}
                </p>
                <button
                  type="button"
                  onClick={reset}
                  className="rounded font-medium text-primary-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
                >
                  {TEXT.resetChoice}
                </button>
              </div>
            )}
            <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">
              <Button variant="secondary" onClick={necessaryOnly}>
                {TEXT.necessaryOnly}
              </Button>
              <Button variant="secondary" onClick={acceptAll}>
                {TEXT.acceptAll}
              </Button>
              <Button variant="secondary" onClick={() => saveChoices(choices)}>
                {TEXT.save}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type CategoryRowProps = {
  category: CookieCategory;
  checked: boolean;
  onChange: (value: boolean) => void;
};

function CategoryRow({ category, checked, onChange }: CategoryRowProps) {
  const id = `cookie-category-${category}`;
  const locked = category === 'necessary';
  const text = COOKIE_CATEGORY_TEXT[category];
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          {text.title}
        </label>
        {locked && (
          <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            {TEXT.alwaysOn}
          </span>
        )}
        <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          {text.description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className={cx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
          'data-[state=checked]:bg-primary-600 data-[state=unchecked]:bg-slate-400 dark:data-[state=checked]:bg-primary-400 dark:data-[state=unchecked]:bg-slate-600',
          'disabled:cursor-not-allowed disabled:opacity-70',
        )}
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </li>
  );
}
