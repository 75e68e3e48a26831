import { type IntegrationsStatus, SmtpTestBody } from '@portale/shared';
import { Bot, Mail, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuthStore } from '@/platform/auth-store';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { useIntegrations } from '../api/get-integrations';
import { useSendTestEmail } from '../api/send-test-email';
import { SETTINGS_TEXT } from '../strings';

const TEXT = SETTINGS_TEXT.integrations;

type IntegrationCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
  configured: boolean;
  titleId: string;
  children: ReactNode;
};

function IntegrationCard({ icon, title, description, configured, titleId, children }: IntegrationCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <Badge tone={configured ? 'success' : 'warning'}>{configured ? TEXT.configured : TEXT.notConfigured}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="font-medium break-all text-slate-900 dark:text-white">{value || TEXT.none}</dd>
        </div>
      ))}
    </dl>
  );
}

type TestValues = z.infer<typeof SmtpTestBody>;

function SmtpTestForm({ configured }: { configured: boolean }) {
  const ownEmail = useAuthStore((state) => state.user?.email ?? '');
  const send = useSendTestEmail();
  const { register, handleSubmit, setError, formState } = useForm<TestValues, unknown, TestValues>({
    resolver: sharedSchemaResolver(SmtpTestBody),
    defaultValues: { to: ownEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { to } = await send.mutateAsync(values);
      toast.success(TEXT.testSent, to);
    } catch (error) {
      toast.error(TEXT.testFailed, applyFormError(error, setError, ['to']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={TEXT.testTo}
        hint={TEXT.testToHint}
        type="email"
        autoComplete="email"
        className="flex-1"
        disabled={!configured}
        error={formState.errors.to?.message}
        {...register('to')}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={send.isPending}
        disabled={!configured}
        icon={<Send className="size-4" aria-hidden="true" />}
        className="sm:mt-6.5"
      >
        {TEXT.sendTest}
      </Button>
    </form>
  );
}

function Cards({ status }: { status: IntegrationsStatus }) {
  const { smtp, ai } = status;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <IntegrationCard
        icon={<Mail className="size-5" aria-hidden="true" />}
        title={TEXT.smtpTitle}
        description={TEXT.smtpDescription}
        configured={smtp.configured}
        titleId="settings-smtp-title"
      >
        <Details
          rows={[
            [TEXT.smtpServer, smtp.server],
            [TEXT.smtpFrom, smtp.from],
          ]}
        />
        {!smtp.configured && <Alert variant="warning">{TEXT.smtpMissing}</Alert>}
        <div className="border-t border-slate-200 pt-5 dark:border-slate-800">
          <SmtpTestForm configured={smtp.configured} />
        </div>
      </IntegrationCard>
      <IntegrationCard
        icon={<Bot className="size-5" aria-hidden="true" />}
        title={TEXT.aiTitle}
        description={TEXT.aiDescription}
        configured={ai.configured}
        titleId="settings-ai-title"
      >
        <Details
          rows={[
            [TEXT.aiProvider, ai.provider],
            [TEXT.aiModel, ai.model],
            [TEXT.aiBaseUrl, ai.base_url],
          ]}
        />
        {!ai.configured && <Alert variant="warning">{TEXT.aiMissing}</Alert>}
      </IntegrationCard>
    </div>
  );
}

/** SMTP and AI provider status, configured by environment variables: shown, never edited, no secrets. */
export function IntegrationsPanel() {
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="info" role="none">
        {TEXT.intro}
      </Alert>
      <QueryBoundary
        fallback={
          <div role="status" className="grid gap-6 lg:grid-cols-2">
            <span className="sr-only">{TEXT.loading}</span>
            <Skeleton className="h-64 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        }
        errorTitle={TEXT.loadFailed}
      >
        <LoadedCards />
      </QueryBoundary>
    </div>
  );
}

function LoadedCards() {
  const { data: status } = useIntegrations();
  return <Cards status={status} />;
}
