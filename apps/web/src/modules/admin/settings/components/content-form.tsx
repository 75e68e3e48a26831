import type { TenantConfig } from '@portale/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useUpdateConfig } from '../api/update-config';
import { SETTINGS_TEXT } from '../strings';
import {
  CONTENT_DRAFT_KEY,
  ContentForm,
  type ContentValues,
  CTA_PAGE_OPTIONS,
  contentFromDraft,
  contentOf,
  contentValuesOf,
} from './content-form-schema';
import { AboutLists, ProductList, ServiceList, TeamList } from './content-lists';
import { ContentPreview } from './content-preview';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const TEXT = SETTINGS_TEXT.content;
const FIELDS = [
  'hero.title',
  'hero.subtitle',
  'hero.cta_label',
  'hero.cta_page',
  'about.intro',
  'about.mission',
] as const;

export type ContentSettingsFormProps = { config: TenantConfig };

/** The public pages' content (home opening, Chi siamo, services, products, team) with a live preview. */
export function ContentSettingsForm({ config }: ContentSettingsFormProps) {
  const update = useUpdateConfig();
  const [saved] = useState(() => contentValuesOf(config));
  const form = useForm<ContentValues, unknown, ContentValues>({
    resolver: sharedSchemaResolver(ContentForm),
    defaultValues: saved,
  });
  const { register, handleSubmit, setError, reset, formState, watch } = form;
  const errors = formState.errors;
  const values = watch();
  const draft = contentOf(values);
  // A long form: what is typed is kept as the admin's draft until saved, and leaving it asks first.
  const autosave = useAutosaveDraft<ContentValues>({
    moduleKey: 'settings',
    draftKey: CONTENT_DRAFT_KEY,
    title: TEXT.draftTitle,
    value: values,
    enabled: formState.isDirty && !update.isPending,
    onRestore: (payload) => {
      const restored = contentFromDraft(payload, saved);
      if (!restored) return false;
      reset(restored, { keepDefaultValues: true });
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const stored = await update.mutateAsync({ content: contentOf(values) });
      await autosave.discard();
      reset(contentValuesOf(stored));
      toast.success(SETTINGS_TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(SETTINGS_TEXT.failed, applyFormError(error, setError, FIELDS));
    }
  });

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form onSubmit={onSubmit} noValidate className={SAVE_BAR_FORM} aria-label={SETTINGS_TEXT.tabs.content}>
        <DraftRestoredNotice draft={autosave} onDiscard={() => reset()} />
        <SectionCard title={TEXT.heroTitle} description={TEXT.heroDescription} titleId="settings-hero-title">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label={TEXT.title}
              placeholder={config.company.name}
              className="md:col-span-2"
              error={errors.hero?.title?.message}
              {...register('hero.title')}
            />
            <TextareaField
              label={TEXT.subtitle}
              rows={3}
              placeholder={config.company.tagline}
              className="md:col-span-2"
              error={errors.hero?.subtitle?.message}
              {...register('hero.subtitle')}
            />
            <TextField
              label={TEXT.ctaLabel}
              hint={TEXT.ctaLabelHint}
              error={errors.hero?.cta_label?.message}
              {...register('hero.cta_label')}
            />
            <SelectField
              label={TEXT.ctaPage}
              options={CTA_PAGE_OPTIONS}
              error={errors.hero?.cta_page?.message}
              {...register('hero.cta_page')}
            />
          </div>
        </SectionCard>
        <SectionCard title={TEXT.aboutTitle} description={TEXT.aboutDescription} titleId="settings-about-title">
          <div className="flex flex-col gap-6">
            <TextareaField
              label={TEXT.intro}
              rows={5}
              error={errors.about?.intro?.message}
              {...register('about.intro')}
            />
            <TextareaField
              label={TEXT.mission}
              rows={3}
              error={errors.about?.mission?.message}
              {...register('about.mission')}
            />
            <AboutLists form={form} />
          </div>
        </SectionCard>
        <SectionCard title={TEXT.services} titleId="settings-services-title">
          <ServiceList form={form} />
        </SectionCard>
        <SectionCard title={TEXT.products} titleId="settings-products-title">
          <ProductList form={form} />
        </SectionCard>
        <SectionCard title={TEXT.team} titleId="settings-team-title">
          <TeamList form={form} />
        </SectionCard>
        <div className="-mb-3 flex justify-end">
          <DraftSaveStatus draft={autosave} />
        </div>
        <SaveBar
          dirty={formState.isDirty}
          saving={update.isPending}
          onDiscard={() => {
            reset();
            void autosave.discard();
          }}
        />
      </form>
      <div className="xl:sticky xl:top-20">
        <ContentPreview company={config.company} content={draft} />
      </div>
      {leave.dialog}
    </div>
  );
}
