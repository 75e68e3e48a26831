import type { SecurityStatus } from '@portale/shared';
import { formatNumber } from '@portale/shared';
import { KeyRound, LogIn, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Badge, type BadgeTone } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { useSecurityStatus } from '../api/security-status';
import { SECURITY_TEXT } from '../strings';

const TEXT = SECURITY_TEXT.policy;
const HTTPS_ONLY = 'inviato solo su HTTPS';

type Check = 'ok' | 'warning' | 'info';
const TONES: Record<Check, BadgeTone> = { ok: 'success', warning: 'warning', info: 'info' };
const LABELS: Record<Check, string> = { ok: TEXT.ok, warning: TEXT.warning, info: TEXT.info };

type Row = { label: string; value: string; check: Check; advice?: string };

function PolicyCard({ icon, title, rows, titleId }: { icon: ReactNode; title: string; rows: Row[]; titleId: string }) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <span className="text-primary-700 dark:text-primary-300">{icon}</span>
        {title}
      </h2>
      <dl className="mt-4 flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[1fr_auto] items-start gap-x-3 py-2.5 first:pt-0 last:pb-0">
            <dt className="col-start-1 row-start-1 text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="col-start-1 row-start-2 mt-0.5 text-sm font-medium text-slate-900 dark:text-white">
              {row.value}
              {row.advice && row.check === 'warning' && (
                <span className="mt-0.5 block text-xs font-normal text-amber-800 dark:text-amber-200">
                  {row.advice}
                </span>
              )}
            </dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              <Badge tone={TONES[row.check]}>{LABELS[row.check]}</Badge>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type HeaderRow = { name: string; value: string };

function headerCheck(value: string): Check {
  if (value === HTTPS_ONLY) return 'info';
  return value.trim() ? 'ok' : 'warning';
}

const HEADER_COLUMNS: DataTableColumn<HeaderRow>[] = [
  {
    id: 'name',
    header: TEXT.header,
    cell: (h) => (
      <div className="flex max-w-64 flex-col gap-0.5 whitespace-normal">
        <code className="font-medium text-slate-900 dark:text-white">{h.name}</code>
        {TEXT.headerHints[h.name] && (
          <span className="text-xs text-slate-600 dark:text-slate-400">{TEXT.headerHints[h.name]}</span>
        )}
      </div>
    ),
  },
  {
    id: 'value',
    header: TEXT.value,
    className: 'hidden md:table-cell',
    cell: (h) => (
      <code className="block max-w-sm text-xs break-all whitespace-normal text-slate-700 dark:text-slate-300">
        {h.value === HTTPS_ONLY ? TEXT.httpsOnly : h.value || TEXT.missing}
      </code>
    ),
  },
  {
    id: 'status',
    header: TEXT.status,
    cell: (h) => {
      const check = headerCheck(h.value);
      return (
        <Badge tone={TONES[check]}>
          {check === 'ok' ? TEXT.sent : check === 'info' ? TEXT.httpsOnly : TEXT.missing}
        </Badge>
      );
    },
  },
];

function Cards({ status }: { status: SecurityStatus }) {
  const { password_policy: pw, sessions, login_limits: limits } = status;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <PolicyCard
          icon={<KeyRound className="size-5" aria-hidden="true" />}
          title={TEXT.passwordTitle}
          titleId="security-password-title"
          rows={[
            {
              label: TEXT.minLength,
              value: TEXT.minLengthValue(pw.min_length),
              check: pw.min_length >= 8 ? 'ok' : 'warning',
            },
            {
              label: TEXT.common,
              value: TEXT.commonValue(pw.common_passwords_blocked),
              check: pw.common_passwords_blocked > 0 ? 'ok' : 'warning',
            },
            { label: TEXT.hashing, value: pw.hashing, check: pw.hashing.startsWith('argon2id') ? 'ok' : 'warning' },
          ]}
        />
        <PolicyCard
          icon={<Timer className="size-5" aria-hidden="true" />}
          title={TEXT.sessionsTitle}
          titleId="security-sessions-title"
          rows={[
            {
              label: TEXT.idle,
              value: TEXT.idleValue(sessions.idle_minutes),
              check: sessions.idle_minutes <= 120 ? 'ok' : 'warning',
              advice: TEXT.idleAdvice,
            },
            {
              label: TEXT.absolute,
              value: TEXT.absoluteValue(sessions.absolute_hours),
              check: sessions.absolute_hours <= 24 ? 'ok' : 'warning',
              advice: TEXT.absoluteAdvice,
            },
            { label: TEXT.active, value: formatNumber(sessions.active), check: 'info' },
          ]}
        />
        <PolicyCard
          icon={<LogIn className="size-5" aria-hidden="true" />}
          title={TEXT.limitsTitle}
          titleId="security-limits-title"
          rows={[
            { label: TEXT.perIp, value: TEXT.perIpValue(limits.per_ip_per_minute), check: 'ok' },
            { label: TEXT.perAccount, value: TEXT.perAccountValue(limits.per_account_per_hour), check: 'ok' },
            {
              label: TEXT.registration,
              value: status.registration_enabled ? TEXT.registrationOpen : TEXT.registrationClosed,
              check: 'info',
            },
          ]}
        />
      </div>
      <SectionCard title={TEXT.headersTitle} description={TEXT.headersDescription} titleId="security-headers-title">
        <DataTable
          caption={TEXT.headersCaption}
          columns={HEADER_COLUMNS}
          rows={Object.entries(status.headers).map(([name, value]) => ({ name, value }))}
          rowKey={(h) => h.name}
          empty={{ title: TEXT.missing }}
        />
      </SectionCard>
    </div>
  );
}

/** Password policy, session and login limits, and the security headers the server really sends. */
export function PolicyTab() {
  return (
    <QueryBoundary fallback={<PolicySkeleton />} errorTitle={TEXT.loadFailed}>
      <PolicyCards />
    </QueryBoundary>
  );
}

function PolicyCards() {
  const { data: status } = useSecurityStatus();
  return <Cards status={status} />;
}

function PolicySkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">{SECURITY_TEXT.tabs.policy}</span>
      <Skeleton className="h-52 rounded-2xl" />
      <Skeleton className="h-52 rounded-2xl" />
      <Skeleton className="h-52 rounded-2xl" />
    </div>
  );
}
