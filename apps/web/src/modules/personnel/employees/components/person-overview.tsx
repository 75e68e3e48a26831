import { CONTRACT_TYPE_LABELS, type EmployeeDetail, formatEuro } from '@portale/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Cake, Eye, Lock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { employeePrivateQueryOptions } from '../api/get-employee-private';
import { formatDate, formatDayMonth } from '../format';
import { PEOPLE_TEXT } from '../strings';

const TEXT = PEOPLE_TEXT.person;
const FORM = PEOPLE_TEXT.form;

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">{value ?? TEXT.none}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonLink({ id, name, jobTitle }: { id: string; name: string; jobTitle?: string }) {
  return (
    <Link
      to="/app/personnel/$personId"
      params={{ personId: id }}
      className="group flex min-w-0 items-center gap-3 rounded-lg p-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/60"
    >
      <Avatar name={name} size="sm" decorative />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-slate-900 group-hover:underline dark:text-white">
          {name}
        </span>
        {jobTitle && <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{jobTitle}</span>}
      </span>
    </Link>
  );
}

/** Suspends until the reserved data are loaded: mounted only once they may be shown (each read is audited). */
function ReservedData({ employeeId }: { employeeId: string }) {
  const { data } = useSuspenseQuery(employeePrivateQueryOptions(employeeId));
  const place = [data.postal_code, data.city, data.province && `(${data.province})`].filter(Boolean).join(' ');
  const address = [data.address, place].filter(Boolean).join(', ');
  const emergency = data.emergency_contact_name
    ? `${data.emergency_contact_name}${data.emergency_contact_relation ? ` (${data.emergency_contact_relation})` : ''}${data.emergency_contact_phone ? ` · ${data.emergency_contact_phone}` : ''}`
    : null;
  return (
    <Facts
      items={[
        [TEXT.ral, data.ral === null ? null : formatEuro(data.ral, { cents: true })],
        [FORM.taxCode, data.tax_code && <span className="font-mono">{data.tax_code}</span>],
        [FORM.iban, data.iban && <span className="font-mono break-all">{data.iban}</span>],
        [FORM.address, address || null],
        [FORM.emergencyName, emergency],
      ]}
    />
  );
}

/** The reserved data card: shown directly to the employee, on request (audited) to HR, not at all to others. */
function ReservedCard({ employee }: { employee: EmployeeDetail }) {
  const [requested, setRequested] = useState(false);
  const reveal = employee.is_self || requested;
  if (!employee.can_view_private) return null;
  return (
    <SectionCard title={TEXT.reserved} description={TEXT.reservedHint} titleId="reserved-title">
      {!reveal ? (
        <div className="flex flex-col items-start gap-2">
          <Button
            variant="secondary"
            onClick={() => setRequested(true)}
            icon={<Eye className="size-4" aria-hidden="true" />}
          >
            {TEXT.showReserved}
          </Button>
          <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
            <Lock className="size-3.5" aria-hidden="true" />
            {TEXT.showReservedHint}
          </p>
        </div>
      ) : (
        <QueryBoundary errorTitle={TEXT.reservedError}>
          <ReservedData employeeId={employee.id} />
        </QueryBoundary>
      )}
    </SectionCard>
  );
}

/** The contract card: only when the server sent the contract (HR, the person, their direct manager). */
function ContractCard({ employee }: { employee: EmployeeDetail }) {
  const contract = employee.contract_type
    ? CONTRACT_TYPE_LABELS[employee.contract_type as keyof typeof CONTRACT_TYPE_LABELS]
    : null;
  const pct = employee.part_time_pct ?? 100;
  const hours = TEXT.weeklyHours(employee.weekly_hours ?? 0);
  const facts: [string, ReactNode][] = [
    [TEXT.number, employee.employee_number && <span className="font-mono">{employee.employee_number}</span>],
    [TEXT.contractType, contract],
    [TEXT.hireDate, employee.hire_date && formatDate(employee.hire_date)],
    [TEXT.partTime, pct >= 100 ? `${TEXT.fullTime} · ${hours}` : `${TEXT.partTimePct(pct)} · ${hours}`],
    [TEXT.ccnl, employee.ccnl],
    [
      TEXT.level,
      employee.ccnl_level_code &&
        `${employee.ccnl_level_code}${employee.ccnl_level_name && employee.ccnl_level_name !== employee.ccnl_level_code ? ` · ${employee.ccnl_level_name}` : ''}`,
    ],
  ];
  if (employee.contract_end_date) facts.push([TEXT.contractEnd, formatDate(employee.contract_end_date)]);
  if (employee.termination_date) facts.push([TEXT.terminationDate, formatDate(employee.termination_date)]);
  return (
    <SectionCard title={TEXT.contract} titleId="contract-title">
      <Facts items={facts} />
    </SectionCard>
  );
}

/** The 'Panoramica' tab: contract (for who may see it), record, reserved data and the reporting line. */
export function PersonOverview({ employee }: { employee: EmployeeDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-6">
        {employee.access.contract && <ContractCard employee={employee} />}
        {(employee.bio || employee.birthday) && (
          <SectionCard title={TEXT.record} titleId="record-title">
            <div className="flex flex-col gap-4">
              {employee.birthday && (
                <p className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                  <Cake className="size-4 text-pink-600 dark:text-pink-400" aria-hidden="true" />
                  <span>
                    {TEXT.birthday}: {formatDayMonth(employee.birthday.day, employee.birthday.month)}
                  </span>
                </p>
              )}
              {employee.bio && (
                <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{employee.bio}</p>
              )}
            </div>
          </SectionCard>
        )}
        <ReservedCard employee={employee} />
      </div>
      <SectionCard title={TEXT.reportingLine} titleId="reporting-title">
        <div className="flex flex-col gap-5">
          {employee.reporting_line.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.topOfCompany}</p>
          ) : (
            <ol className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
              {employee.reporting_line.map((p) => (
                <li key={p.id}>
                  <PersonLink id={p.id} name={p.name} jobTitle={p.job_title} />
                </li>
              ))}
              <li className="flex items-center gap-3 p-1.5">
                <Avatar name={employee.name} src={employee.avatar_url} size="sm" decorative />
                <span className="text-sm font-semibold text-slate-900 dark:text-white">{employee.name}</span>
              </li>
            </ol>
          )}
          <div>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              {TEXT.directReports} ({employee.direct_reports.length})
            </h3>
            {employee.direct_reports.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{TEXT.noReports}</p>
            ) : (
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {employee.direct_reports.map((p) => (
                  <li key={p.id}>
                    <PersonLink id={p.id} name={p.name} jobTitle={p.job_title} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </SectionCard>
    </div>
  );
}
