import { Save } from 'lucide-react';
import { useState } from 'react';
import { useDarkMode } from '@/platform/theme';
import { Alert } from '@/ui/alert';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { ErrorDemo } from '../components/error-demo';
import { OverlayDemo, ToastDemo } from '../components/feedback-demos';
import { AvatarDemo, LogoDemo } from '../components/identity-demos';
import { ShowcaseSection } from '../components/showcase-section';
import { DESIGN_SYSTEM_TEXT as TEXT } from '../strings';

const BADGE_TONES: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];
const ALERTS = ['info', 'success', 'warning', 'error'] as const;

/** Spec §2 /app/test/design-system: every ui component, for review in light and dark mode. */
export function DesignSystemPage() {
  const { dark, setPreference } = useDarkMode();
  const [switchOn, setSwitchOn] = useState(true);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{TEXT.intro}</p>
      </div>

      <ShowcaseSection title={TEXT.sections.theme}>
        <SwitchField
          label={TEXT.darkMode}
          hint={TEXT.darkModeHint}
          checked={dark}
          onCheckedChange={(on) => setPreference(on ? 'dark' : 'light')}
        />
      </ShowcaseSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <ShowcaseSection title={TEXT.sections.buttons}>
          <div className="flex flex-wrap items-center gap-3">
            <Button icon={<Save className="size-4" aria-hidden="true" />}>{TEXT.buttons.primary}</Button>
            <Button variant="secondary">{TEXT.buttons.secondary}</Button>
            <Button variant="ghost">{TEXT.buttons.ghost}</Button>
            <Button variant="danger">{TEXT.buttons.danger}</Button>
            <Button loading>{TEXT.buttons.loading}</Button>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button size="sm">sm</Button>
            <Button size="md">md</Button>
            <Button size="lg">lg</Button>
          </div>
        </ShowcaseSection>

        <ShowcaseSection title={TEXT.sections.badges}>
          <div className="flex flex-wrap gap-2">
            {BADGE_TONES.map((tone) => (
              <Badge key={tone} tone={tone}>
                {TEXT.badges[tone]}
              </Badge>
            ))}
          </div>
          <div className="mt-6 flex items-center gap-4 text-primary-600 dark:text-primary-400">
            <Spinner size="sm" />
            <Spinner size="md" />
            <Spinner size="lg" />
          </div>
          <div className="mt-6 flex flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </ShowcaseSection>
      </div>

      <ShowcaseSection title={TEXT.sections.alerts}>
        <div className="grid gap-3 md:grid-cols-2">
          {ALERTS.map((variant) => (
            <Alert key={variant} variant={variant} role="none">
              {TEXT.alerts[variant]}
            </Alert>
          ))}
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={TEXT.sections.forms}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={TEXT.fields.name} placeholder={TEXT.fields.namePlaceholder} />
          <TextField label={TEXT.fields.email} defaultValue="mario@" error={TEXT.fields.emailError} />
          <CheckboxField label={TEXT.fields.checkbox} />
          <SwitchField
            label={TEXT.fields.switch}
            hint={TEXT.fields.switchHint}
            checked={switchOn}
            onCheckedChange={setSwitchOn}
          />
        </div>
      </ShowcaseSection>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ToastDemo />
        <OverlayDemo />
      </div>
      <AvatarDemo />
      <LogoDemo />
      <ErrorDemo />
    </div>
  );
}
