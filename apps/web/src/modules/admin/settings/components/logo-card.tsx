import type { LOGO_VARIANTS, TenantConfig } from '@portale/shared';
import { ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { ConfirmDialog } from '@/ui/dialog';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { SectionCard } from '@/ui/section-card';
import { useRemoveLogo, useUploadLogo } from '../api/logos';
import { LOGO_ACCEPT, logoFileProblem } from '../logo-checks';
import { SETTINGS_TEXT } from '../strings';

const TEXT = SETTINGS_TEXT.logos;

export type LogoVariantKey = (typeof LOGO_VARIANTS)[number];

export type LogoCardProps = { variant: LogoVariantKey; config: TenantConfig };

/** One logo variant: preview, upload or replace, remove. The upload applies at once (no "Salva"). */
export function LogoCard({ variant, config }: LogoCardProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const url = variant === 'primary' ? config.company.logo_primary_url : config.company.logo_transparent_url;
  const { label, hint } = TEXT.variants[variant];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after an error: clear the input now.
    event.target.value = '';
    if (!file) return;
    const localProblem = logoFileProblem(file);
    setProblem(localProblem);
    if (localProblem) {
      toast.error(TEXT.failed, localProblem);
      return;
    }
    try {
      await upload.mutateAsync({ variant, file });
      toast.success(TEXT.uploaded, label);
    } catch (error) {
      setProblem(errorMessage(error));
      toast.error(TEXT.failed, errorMessage(error));
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(variant);
      setConfirming(false);
      toast.success(TEXT.removed, label);
    } catch (error) {
      setConfirming(false);
      toast.error(TEXT.failed, errorMessage(error));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      </div>
      <div
        className={cx(
          'flex h-32 items-center justify-center rounded-lg border border-dashed p-4',
          // The transparent variant is previewed on a dark surface, where it will be used.
          variant === 'transparent'
            ? 'border-slate-600 bg-slate-800'
            : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-white',
        )}
      >
        {url ? (
          <img src={url} alt={TEXT.preview(label)} className="max-h-full max-w-full object-contain" />
        ) : (
          <p
            className={cx(
              'flex flex-col items-center gap-2 text-center text-xs',
              variant === 'transparent' ? 'text-slate-300' : 'text-slate-600',
            )}
          >
            <ImageOff className="size-6" aria-hidden="true" />
            {TEXT.none}
          </p>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={LOGO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`logo-input-${variant}`}
        onChange={(event) => void onFile(event)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<ImageUp className="size-4" aria-hidden="true" />}
          onClick={() => inputRef.current?.click()}
          loading={upload.isPending}
          aria-label={`${url ? TEXT.replace : TEXT.upload}: ${label}`}
          aria-describedby={problem ? `${id}-error` : undefined}
        >
          {url ? TEXT.replace : TEXT.upload}
        </Button>
        {url && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => setConfirming(true)}
            aria-label={`${TEXT.remove}: ${label}`}
          >
            {TEXT.remove}
          </Button>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {upload.isPending && <LoadingOverlay message={TEXT.uploading} className="rounded-xl" />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.confirmRemoveTitle}
        description={TEXT.confirmRemove}
        confirmLabel={TEXT.remove}
        onConfirm={() => void onRemove()}
        pending={remove.isPending}
      />
    </section>
  );
}

export type LogosSectionProps = { config: TenantConfig };

export function LogosSection({ config }: LogosSectionProps) {
  return (
    <SectionCard title={TEXT.title} description={TEXT.description} titleId="settings-logos-title">
      <div className="grid gap-4 md:grid-cols-2">
        <LogoCard variant="primary" config={config} />
        <LogoCard variant="transparent" config={config} />
      </div>
    </SectionCard>
  );
}
