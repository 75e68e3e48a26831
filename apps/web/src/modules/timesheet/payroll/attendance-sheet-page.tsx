import { todayInRome } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { Download, FileSpreadsheet } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useAttendanceSheetOptions } from './api/attendance-sheet-options';
import { attendanceSheetUrl } from './api/sheet-url';
import { PAYROLL_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/timesheet/attendance-sheet');

/**
 * `/app/timesheet/attendance-sheet` (HR): pick a month and a department, download the sheet as Excel or CSV.
 * The route loader prefetches the departments and the codes of the legend.
 */
export function AttendanceSheetPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.title} description={TEXT.intro} />
      <QueryBoundary errorTitle={TEXT.loadError}>
        <SheetForm />
      </QueryBoundary>
    </div>
  );
}

function SheetForm() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data } = useAttendanceSheetOptions();
  const month = search.month ?? todayInRome().slice(0, 7);
  const department = data.departments.some((d) => d.id === search.department) ? search.department : undefined;
  const formats = [
    { format: 'xlsx', label: TEXT.downloadXlsx, Icon: FileSpreadsheet, variant: 'primary' },
    { format: 'csv', label: TEXT.downloadCsv, Icon: Download, variant: 'secondary' },
  ] as const;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <SectionCard title={TEXT.formTitle} titleId="sheet-form-title">
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={TEXT.month}
              type="month"
              value={month}
              required
              onChange={(e) =>
                void navigate({
                  search: (previous) => ({ ...previous, month: e.target.value || undefined }),
                  replace: true,
                })
              }
            />
            <SelectField
              label={TEXT.department}
              placeholder={TEXT.allDepartments}
              options={data.departments.map((d) => ({ value: d.id, label: d.name }))}
              value={department ?? ''}
              onChange={(e) =>
                void navigate({
                  search: (previous) => ({ ...previous, department: e.target.value || undefined }),
                  replace: true,
                })
              }
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {formats.map(({ format, label, Icon, variant }) =>
              month ? (
                <a
                  key={format}
                  href={attendanceSheetUrl(month, department, format)}
                  download
                  className={buttonStyles({ variant })}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </a>
              ) : (
                <Button key={format} variant={variant} disabled icon={<Icon className="size-4" aria-hidden="true" />}>
                  {label}
                </Button>
              ),
            )}
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.csvHint}</p>
        </div>
      </SectionCard>
      <SectionCard title={TEXT.legendTitle} description={TEXT.legendIntro} titleId="sheet-legend-title">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {data.codes.length === 0 && <p className="col-span-2 text-slate-600 dark:text-slate-400">{TEXT.noCodes}</p>}
          {[...data.codes.map((c) => [c.code, c.names.join(', ')] as const), ...TEXT.marks, ...TEXT.example].map(
            ([code, meaning]) => (
              <div key={code} className="contents">
                <dt className="font-mono font-semibold text-slate-900 dark:text-white">{code}</dt>
                <dd className="text-slate-700 dark:text-slate-300">{meaning}</dd>
              </div>
            ),
          )}
        </dl>
      </SectionCard>
    </div>
  );
}
