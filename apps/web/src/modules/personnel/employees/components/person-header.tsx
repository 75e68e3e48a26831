import type { EmployeeDetail } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Building2, CalendarClock, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { formatTenure } from '../format';
import { PEOPLE_TEXT } from '../strings';

const TEXT = PEOPLE_TEXT.person;

export type PersonHeaderProps = { employee: EmployeeDetail; actions: ReactNode };

/** The card under the page title: job title, status, department, manager, contacts and tenure. */
export function PersonHeader({ employee, actions }: PersonHeaderProps) {
  // The hire date is contract data: absent for a colleague, so is the tenure.
  const tenure = formatTenure(employee.hire_date ?? null);
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
