import { CONTRACT_TYPE_LABELS, type EmployeeDetail, type EmployeePrivate } from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import {
  Building2,
  Cake,
  CalendarClock,
  Eye,
  FileText,
  Lock,
  Mail,
  MapPin,
  Pencil,
  Phone,
  UserRound,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { useFlagsStore } from '@/platform/flags-store';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';
import { useEmployee, useEmployeePrivate } from './api';
import { EmployeeFormDialog } from './employee-form-dialog';
import { formatDate, formatDayMonth, formatTenure } from './format';
import { PERSON_TABS, type PersonTab } from './person-search';
import type { PersonTabs } from './person-tabs';
import { SelfEditDialog } from './self-edit-dialog';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.person;
const route = getRouteApi('/app/personnel/$personId/');

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

function ReservedData({ data }: { data: EmployeePrivate }) {
  const place = [data.postal_code, data.city, data.province && `(${data.province})`].filter(Boolean).join(' ');
  const address = [data.address, place].filter(Boolean).join(', ');
  const emergency = data.emergency_contact_name
    ? `${data.emergency_contact_name}${data.emergency_contact_relation ? ` (${data.emergency_contact_relation})` : ''}${data.emergency_contact_phone ? ` · ${data.emergency_contact_phone}` : ''}`
    : null;
  return (
    <Facts
      items={[
        ['RAL', data.ral === null ? null : data.ral.toLocaleString('it-IT', { style: 'currency', currency: 'EUR' })],
        ['Codice fiscale', data.tax_code && <span className="font-mono">{data.tax_code}</span>],
        ['IBAN', data.iban && <span className="font-mono break-all">{data.iban}</span>],
        ['Indirizzo', address || null],
        ['Contatto di emergenza', emergency],
      ]}
    />
  );
}

/** The reserved data card: shown directly to the employee, on request (audited) to HR, not at all to others. */
function ReservedCard({ employee }: { employee: EmployeeDetail }) {
  const [requested, setRequested] = useState(false);
  const reveal = employee.is_self || requested;
  const data = useEmployeePrivate(employee.id, employee.can_view_private && reveal);
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
      ) : data.isError ? (
        <Alert variant="error">{isApiError(data.error) ? data.error.message : PEOPLE_TEXT.form.failed}</Alert>
      ) : !data.data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <ReservedData data={data.data} />
      )}
    </SectionCard>
  );
}

function Overview({ employee }: { employee: EmployeeDetail }) {
  const contract = employee.contract_type
    ? CONTRACT_TYPE_LABELS[employee.contract_type as keyof typeof CONTRACT_TYPE_LABELS]
    : null;
  const facts: [string, ReactNode][] = [
    [TEXT.number, employee.employee_number && <span className="font-mono">{employee.employee_number}</span>],
    [TEXT.contractType, contract],
    [TEXT.hireDate, employee.hire_date && formatDate(employee.hire_date)],
    [
      TEXT.partTime,
      employee.part_time_pct >= 100
        ? `${TEXT.fullTime} · ${TEXT.weeklyHours(employee.weekly_hours)}`
        : `Part-time ${employee.part_time_pct}% · ${TEXT.weeklyHours(employee.weekly_hours)}`,
    ],
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
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-6">
        <SectionCard title={TEXT.contract} titleId="contract-title">
          <Facts items={facts} />
        </SectionCard>
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

function Header({ employee, actions }: { employee: EmployeeDetail; actions: ReactNode }) {
  const tenure = formatTenure(employee.hire_date);
  const meta: { icon: typeof Mail; content: ReactNode; key: string }[] = [];
  if (employee.department_id && employee.department_name) {
    meta.push({
      key: 'dept',
      icon: Building2,
      content: (
        <Link
          to="/app/personnel/departments/$departmentId"
          params={{ departmentId: employee.department_id }}
          className="text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {employee.department_name}
        </Link>
      ),
    });
  }
  if (employee.manager_id && employee.manager_name) {
    meta.push({
      key: 'manager',
      icon: UserRound,
      content: (
        <span>
          {TEXT.manager}:{' '}
          <Link
            to="/app/personnel/$personId"
            params={{ personId: employee.manager_id }}
            className="text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {employee.manager_name}
          </Link>
        </span>
      ),
    });
  }
  if (employee.work_location_name) meta.push({ key: 'loc', icon: MapPin, content: employee.work_location_name });
  meta.push({
    key: 'mail',
    icon: Mail,
    content: (
      <a href={`mailto:${employee.email}`} className="break-all hover:underline">
        {employee.email}
      </a>
    ),
  });
  if (employee.work_phone) {
    meta.push({
      key: 'phone',
      icon: Phone,
      content: (
        <a href={`tel:${employee.work_phone.replace(/\s/g, '')}`} className="hover:underline">
          {employee.work_phone}
        </a>
      ),
    });
  }
  if (tenure) meta.push({ key: 'tenure', icon: CalendarClock, content: `${TEXT.tenure}: ${tenure}` });
  return (
    <section
      aria-label={employee.name}
      className="flex flex-wrap items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-nowrap sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <Avatar name={employee.name} src={employee.avatar_url} size="lg" decorative />
      <div className="min-w-0 flex-1 basis-48">
        {/* The name is the page's h1 just above: the card leads with the job title. */}
        <div className="flex flex-wrap items-center gap-2">
          {employee.job_title && (
            <p className="text-lg font-medium text-slate-900 dark:text-white">{employee.job_title}</p>
          )}
          {employee.status === 'disabled' && <Badge tone="danger">{TEXT.disabled}</Badge>}
          {employee.status === 'pending' && <Badge tone="warning">{TEXT.pending}</Badge>}
        </div>
        <ul className="mt-3 flex flex-col gap-x-5 gap-y-1.5 text-sm text-slate-700 sm:flex-row sm:flex-wrap dark:text-slate-300">
          {meta.map(({ key, icon: Icon, content }) => (
            <li key={key} className="flex min-w-0 items-center gap-1.5">
              <Icon className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {content}
            </li>
          ))}
        </ul>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </section>
  );
}

/** /app/personnel/{id}: header, then tabs (overview, skills, allocation, performance, documents) in the URL. */
export function PersonPage({ personId, tabs }: { personId: string; tabs: PersonTabs }) {
  const employee = useEmployee(personId);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [editing, setEditing] = useState(false);
  const ownPrivate = useEmployeePrivate(personId, Boolean(employee.data?.is_self));
  const tab = search.tab && PERSON_TABS.includes(search.tab) ? search.tab : 'panoramica';
  const { skills: SkillsTab, allocation: AllocationTab, performance: PerformanceTab } = tabs;
  const documentsOn = useFlagsStore((state) => state.flags.document_manager_module === true);

  let body: ReactNode;
  if (employee.isError) {
    const missing = isApiError(employee.error) && employee.error.status === 404;
    body = missing ? (
      <EmptyState
        icon={UserX}
        title={TEXT.notFoundTitle}
        hint={TEXT.notFoundHint}
        action={
          <Link to="/app/personnel" className={buttonStyles({ variant: 'secondary' })}>
            {TEXT.back}
          </Link>
        }
      />
    ) : (
      <Alert variant="error">{isApiError(employee.error) ? employee.error.message : PEOPLE_TEXT.form.failed}</Alert>
    );
  } else if (!employee.data) {
    body = (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  } else {
    const e = employee.data;
    const actions = e.can_edit ? (
      <Button
        variant="secondary"
        onClick={() => setEditing(true)}
        icon={<Pencil className="size-4" aria-hidden="true" />}
      >
        {TEXT.edit}
      </Button>
    ) : e.can_edit_self ? (
      <Button
        variant="secondary"
        onClick={() => setEditing(true)}
        icon={<Pencil className="size-4" aria-hidden="true" />}
      >
        {TEXT.editMine}
      </Button>
    ) : null;
    body = (
      <div className="flex flex-col gap-6">
        <Header employee={e} actions={actions} />
        <Tabs
          className="min-w-0"
          value={tab}
          onValueChange={(value) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                tab: value === 'panoramica' ? undefined : (value as PersonTab),
              }),
              replace: true,
            })
          }
        >
          <div className="-mx-1 overflow-x-auto px-1">
            <TabsList aria-label={TEXT.tabsLabel}>
              <TabsTrigger value="panoramica">{TEXT.tabs.overview}</TabsTrigger>
              <TabsTrigger value="competenze">{TEXT.tabs.skills}</TabsTrigger>
              <TabsTrigger value="allocazione">{TEXT.tabs.allocation}</TabsTrigger>
              <TabsTrigger value="valutazioni">{TEXT.tabs.performance}</TabsTrigger>
              <TabsTrigger value="documenti">{TEXT.tabs.documents}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="panoramica">
            <Overview employee={e} />
          </TabsContent>
          <TabsContent value="competenze">
            <SkillsTab personId={personId} />
          </TabsContent>
          <TabsContent value="allocazione">
            <AllocationTab personId={personId} />
          </TabsContent>
          <TabsContent value="valutazioni">
            <PerformanceTab personId={personId} />
          </TabsContent>
          <TabsContent value="documenti">
            <EmptyState
              icon={FileText}
              title={TEXT.documentsTitle}
              hint={documentsOn ? TEXT.documentsHint : TEXT.documentsOffHint}
            />
          </TabsContent>
        </Tabs>
        {editing && e.can_edit && <EmployeeFormDialog employee={e} open onOpenChange={setEditing} />}
        {editing && !e.can_edit && e.can_edit_self && (
          <SelfEditDialog employee={e} privateData={ownPrivate.data} open onOpenChange={setEditing} />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={employee.data?.name ?? PERSONNEL_TEXT.person} />
      <PersonnelSectionBar />
      {body}
    </div>
  );
}
