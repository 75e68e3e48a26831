import { PublicContent, type TenantConfig } from '@portale/shared';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { SectionCard } from '@/ui/section-card';
import { TextareaField } from '@/ui/textarea-field';
import { useUpdateConfig } from '../api/update-config';
import { SETTINGS_TEXT } from '../strings';
import { SAVE_BAR_FORM, SaveBar } from './save-bar';

const TEXT = SETTINGS_TEXT.legal;

const LegalForm = z.object({ content: z.object({ legal: PublicContent.shape.legal }) });
type LegalValues = z.infer<typeof LegalForm>;

const TEXTS = [
  { key: 'privacy', label: TEXT.privacy, path: '/privacy' },
  { key: 'cookie_policy', label: TEXT.cookiePolicy, path: '/cookie-policy' },
  { key: 'accessibility', label: TEXT.accessibility, path: '/dichiarazione-accessibilita' },
] as const;

const FIELDS = TEXTS.map(({ key }) => `content.legal.${key}` as const);

export type LegalTextsFormProps = { config: TenantConfig };

/** Custom privacy notice, cookie policy and accessibility declaration; empty means the built-in text. */
export function LegalTextsForm({ config }: LegalTextsFormProps) {
  const update = useUpdateConfig();
  const { register, handleSubmit, setError, reset, formState, watch } = useForm<LegalValues, unknown, LegalValues>({
    resolver: sharedSchemaResolver(LegalForm),
    defaultValues: { content: { legal: config.content.legal } },
  });
  const legal = watch('content.legal');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ content: { legal: saved.content.legal } });
      toast.success(SETTINGS_TEXT.saved, TEXT.savedMessage);
    } catch (error) {
      toast.error(SETTINGS_TEXT.failed, applyFormError(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={SAVE_BAR_FORM} aria-label={SETTINGS_TEXT.tabs.legal}>
      <SectionCard title={TEXT.title} description={TEXT.description} titleId="settings-legal-title">
        <div className="flex flex-col gap-6">
          {TEXTS.map(({ key, label, path }) => {
            const length = legal?.[key]?.trim().length ?? 0;
            return (
              <div key={key} className="flex flex-col gap-1.5">
                <TextareaField
                  label={label}
                  rows={8}
                  hint={length === 0 ? TEXT.defaultInUse : TEXT.characters(length)}
                  error={formState.errors.content?.legal?.[key]?.message}
                  className="font-normal"
                  {...register(`content.legal.${key}`)}
                />
                <a
                  href={path}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300"
                >
                  {TEXT.view}
                  <span className="sr-only">{TEXT.viewHidden(label)}</span>
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </div>
            );
          })}
        </div>
      </SectionCard>
      <SaveBar dirty={formState.isDirty} saving={update.isPending} onDiscard={() => reset()} />
    </form>
  );
}
