import {
  PUBLIC_PAGES,
  PUBLIC_SITE_MODES,
  type PublicPage,
  PublicSiteConfig,
  type PublicSiteMode,
  type TenantConfig,
} from '@portale/shared';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { CheckboxField } from '@/ui/checkbox-field';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { useUpdateConfig } from '../api/update-config';
import { SETTINGS_TEXT } from '../strings';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const TEXT = SETTINGS_TEXT.publicSite;

const PublicSiteForm = z.object({ public_site: PublicSiteConfig });
type PublicSiteValues = z.infer<typeof PublicSiteForm>;

/** The modes whose menu can be chosen: a disabled site has no menu. */
const MENU_MODES = PUBLIC_SITE_MODES.filter((mode): mode is Exclude<PublicSiteMode, 'disabled'> => mode !== 'disabled');

const FIELDS = [
  'public_site.mode',
  'public_site.features.careers_section.enabled',
  ...PUBLIC_PAGES.map((page) => `public_site.navigation_labels.${page}` as const),
  ...PUBLIC_SITE_MODES.map((mode) => `public_site.navigation_by_mode.${mode}` as const),
] as const;

const MODE_OPTIONS = PUBLIC_SITE_MODES.map((mode) => ({ value: mode, label: TEXT.modes[mode].label }));

/** Keeps the pages in their canonical order whatever order they were ticked in. */
function toggled(pages: readonly PublicPage[], page: PublicPage, on: boolean): PublicPage[] {
  return PUBLIC_PAGES.filter((p) => (p === page ? on : pages.includes(p)));
}

export type PublicSiteSettingsFormProps = { config: TenantConfig };

export function PublicSiteSettingsForm({ config }: PublicSiteSettingsFormProps) {
  const update = useUpdateConfig();
  const { register, control, handleSubmit, setError, reset, formState, watch } = useForm<
    PublicSiteValues,
    unknown,
    PublicSiteValues
  >({
    resolver: sharedSchemaResolver(PublicSiteForm),
    defaultValues: { public_site: config.public_site },
  });
  const errors = formState.errors.public_site;
  const mode = watch('public_site.mode');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ public_site: saved.public_site });
      toast.success(SETTINGS_TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(SETTINGS_TEXT.failed, applyFormError(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={SAVE_BAR_FORM} aria-label={SETTINGS_TEXT.tabs.publicSite}>
      <SectionCard title={TEXT.title} description={TEXT.description} titleId="settings-site-mode-title">
        <div className="flex flex-col gap-6">
          <SelectField
            label={TEXT.mode}
            options={MODE_OPTIONS}
            hint={TEXT.modes[mode]?.hint}
            error={errors?.mode?.message}
            className="max-w-sm"
            {...register('public_site.mode')}
          />
          <Controller
            control={control}
            name="public_site.features.careers_section.enabled"
            render={({ field }) => (
              <SwitchField
                label={TEXT.careers}
                hint={TEXT.careersHint}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      </SectionCard>
      <SectionCard
        title={TEXT.navigationTitle}
        description={TEXT.navigationDescription}
        titleId="settings-site-navigation-title"
      >
        <div className="flex flex-col gap-6">
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {PUBLIC_PAGES.map((page) => (
              <TextField
                key={page}
                label={TEXT.label(TEXT.pages[page])}
                maxLength={40}
                error={errors?.navigation_labels?.[page]?.message}
                {...register(`public_site.navigation_labels.${page}`)}
              />
            ))}
          </div>
          <div className="grid gap-6 border-t border-slate-200 pt-5 md:grid-cols-2 dark:border-slate-800">
            {MENU_MODES.map((menuMode) => (
              <Controller
                key={menuMode}
                control={control}
                name={`public_site.navigation_by_mode.${menuMode}`}
                render={({ field }) => (
                  <fieldset>
                    <legend className="mb-3 text-sm font-medium text-slate-900 dark:text-white">
                      {TEXT.inMode(TEXT.modes[menuMode].label)}
                    </legend>
                    <div className="grid grid-cols-2 gap-3">
                      {PUBLIC_PAGES.map((page) => (
                        <CheckboxField
                          key={page}
                          label={TEXT.pages[page]}
                          checked={(field.value ?? []).includes(page)}
                          onChange={(event) => field.onChange(toggled(field.value ?? [], page, event.target.checked))}
                        />
                      ))}
                    </div>
                    {errors?.navigation_by_mode?.[menuMode]?.message && (
                      <p className="mt-2 text-sm text-red-700 dark:text-red-300">
                        {errors.navigation_by_mode[menuMode]?.message}
                      </p>
                    )}
                  </fieldset>
                )}
              />
            ))}
          </div>
        </div>
      </SectionCard>
      <SaveBar dirty={formState.isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
