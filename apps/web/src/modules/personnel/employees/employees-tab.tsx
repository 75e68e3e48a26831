import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type EmployeeListItem,
} from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Pencil, Power, RotateCcw, UserPlus, UserSearch, X } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { Pagination } from '@/ui/pagination';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import type { PersonnelAdminSearch } from './admin-search';
import { useDeactivateEmployee, useEmployee, useEmployeeOptions, useEmployees, useReactivateEmployee } from './api';
import { EmployeeFormDialog } from './employee-form-dialog';
import { formatDate } from './format';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT;
export const EMPLOYEES_PER_PAGE = 20;

export type Filters = Omit<PersonnelAdminSearch, 'tab' | 'page' | 'sort'>;

export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'active' ? 'success' : status === 'disabled' ? 'danger' : 'warning';
  return <Badge tone={tone}>{EMPLOYEE_STATUS_LABELS[status] ?? status}</Badge>;
}

/** Loads the full record, then opens the edit form. */
function EditEmployee({ id, onClose }: { id: string; onClose: () => void }) {
  const employee = useEmployee(id);
  if (!employee.data) return null;
  return <EmployeeFormDialog employee={employee.data} open onOpenChange={(open) => !open && onClose()} />;
}

function DeactivateDialog({ employee, onClose }: { employee: EmployeeListItem; onClose: () => void }) {
  const deactivate = useDeactivateEmployee();
  const dateId = useId();
  const [date, setDate] = useState(() => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' }));
  const [error, setError] = useState<string>();
  const confirm = async () => {
    try {
      await deactivate.mutateAsync({ id: employee.id, termination_date: date || undefined });
      toast.success(TEXT.deactivate.done, employee.name);
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : TEXT.form.failed);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={TEXT.deactivate.title(employee.name)}
      description={TEXT.deactivate.description}
      dismissible={!deactivate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deactivate.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant="danger" loading={deactivate.isPending} onClick={() => void confirm()}>
            {TEXT.deactivate.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextField
          id={dateId}
          label={TEXT.deactivate.date}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

function ReactivateDialog({ employee, onClose }: { employee: EmployeeListItem; onClose: () => void }) {
  const reactivate = useReactivateEmployee();
  const [error, setError] = useState<string>();
  // Someone who never signed in is invited again; without e-mail the admin hands the link over.
  const [handOver, setHandOver] = useState<string | null>(null);
  if (handOver) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={TEXT.deactivate.reactivated}
        footer={<Button onClick={onClose}>{TEXT.form.close}</Button>}
      >
        <div className="flex flex-col gap-4">
          <Alert variant="success">{TEXT.deactivate.reinvited(employee.name)}</Alert>
          <TextField
            label={TEXT.form.linkLabel}
            hint={TEXT.form.linkHint}
            readOnly
            value={handOver}
            onFocus={(e) => e.target.select()}
          />
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="primary"
      title={TEXT.deactivate.reactivateTitle(employee.name)}
      description={TEXT.deactivate.reactivateDescription}
      confirmLabel={TEXT.deactivate.reactivateConfirm}
      pending={reactivate.isPending}
      error={error}
      onConfirm={async () => {
        try {
          const result = await reactivate.mutateAsync(employee.id);
          if (result.invited && result.link) {
            setHandOver(result.link);
            return;
          }
          toast.success(
            TEXT.deactivate.reactivated,
            result.invited ? TEXT.deactivate.reinvitedEmailed(employee.email) : employee.name,
          );
          onClose();
        } catch (e) {
          setError(isApiError(e) ? e.message : TEXT.form.failed);
        }
      }}
    />
  );
}

export type EmployeesTabProps = {
  search: PersonnelAdminSearch;
  onSearchChange: (patch: Partial<PersonnelAdminSearch>, options?: { replace?: boolean }) => void;
  onCreate: () => void;
};

/** 'Dipendenti' in 'Gestione': filters in the URL, the table, row actions and the pages. */
export function EmployeesTab({ search, onSearchChange, onCreate }: EmployeesTabProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<EmployeeListItem | null>(null);
  const options = useEmployeeOptions();

  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const sort = search.sort ?? 'name';
  const page = search.page ?? 1;
  const filters: Filters = {
    search: search.search,
    department_id: search.department_id,
    contract_type: search.contract_type,
    status: search.status,
    manager_id: search.manager_id,
    work_location_id: search.work_location_id,
  };
  const employees = useEmployees({ ...filters, sort, page, per_page: EMPLOYEES_PER_PAGE });
  const filtered = Object.values(filters).some(Boolean);
  const clear = () => {
    setText('');
    onSearchChange({
      search: undefined,
      department_id: undefined,
      contract_type: undefined,
      status: undefined,
      manager_id: undefined,
      work_location_id: undefined,
      page: undefined,
    });
  };
  const select = (key: keyof Filters) => ({
    value: (search[key] as string | undefined) ?? '',
    onChange: (e: { target: { value: string } }) =>
      onSearchChange({ [key]: e.target.value || undefined, page: undefined }),
  });
  const toOptions = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.id, label: i.name }));

  const columns: DataTableColumn<EmployeeListItem>[] = [
    {
      id: 'name',
      header: TEXT.table.person,
      sortable: true,
      cell: (e) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={e.name} src={e.avatar_url} size="sm" decorative />
          <div className="min-w-0">
            <Link
              to="/app/personnel/$personId"
              params={{ personId: e.id }}
              className="block max-w-52 truncate font-medium text-slate-900 hover:underline sm:max-w-64 dark:text-white"
            >
              {e.name}
            </Link>
            <p className="max-w-52 truncate text-xs text-slate-600 sm:max-w-64 dark:text-slate-400">
              {e.job_title || e.email}
            </p>
            {/* Phones hide the status column: a non-active status shows under the name instead. */}
            {e.status !== 'active' && (
              <span className="mt-1 block sm:hidden">
                <StatusBadge status={e.status} />
              </span>
            )}
          </div>
        </div>
      ),
    },
    {
      id: 'employee_number',
      header: TEXT.table.number,
      sortable: true,
      className: 'hidden lg:table-cell',
      cell: (e) => <span className="font-mono text-sm">{e.employee_number ?? '—'}</span>,
    },
    {
      id: 'department',
      header: TEXT.table.department,
      sortable: true,
      className: 'hidden md:table-cell',
      cell: (e) => e.department_name ?? '—',
    },
    {
      id: 'contract_type',
      header: TEXT.table.contract,
      sortable: true,
      className: 'hidden xl:table-cell',
      cell: (e) => (
        <div className="text-sm">
          {e.contract_type ? CONTRACT_TYPE_LABELS[e.contract_type as keyof typeof CONTRACT_TYPE_LABELS] : '—'}
          {e.part_time_pct < 100 && (
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {TEXT.table.partTime(e.part_time_pct)}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'hire_date',
      header: TEXT.table.hireDate,
      sortable: true,
      className: 'hidden lg:table-cell whitespace-nowrap',
      cell: (e) => formatDate(e.hire_date),
    },
    {
      id: 'status',
      header: TEXT.table.status,
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: (e) => <StatusBadge status={e.status} />,
    },
    {
      id: 'actions',
      header: TEXT.table.actions,
      hideHeader: true,
      className: 'w-24 text-right whitespace-nowrap',
      cell: (e) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${TEXT.table.edit} ${e.name}`}
            title={TEXT.table.edit}
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setEditing(e.id)}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${e.status === 'disabled' ? TEXT.table.reactivate : TEXT.table.deactivate} ${e.name}`}
            title={e.status === 'disabled' ? TEXT.table.reactivate : TEXT.table.deactivate}
            icon={
              e.status === 'disabled' ? (
                <RotateCcw className="size-4" aria-hidden="true" />
              ) : (
                <Power className="size-4" aria-hidden="true" />
              )
            }
            onClick={() => setConfirming(e)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <search aria-label={TEXT.filters.label} className="flex flex-col gap-3">
        <SearchField
          label={TEXT.filters.search}
          placeholder={TEXT.filters.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
          <SelectField
            label={TEXT.filters.department}
            placeholder={TEXT.filters.all}
            options={toOptions(options.data?.departments)}
            {...select('department_id')}
          />
          <SelectField
            label={TEXT.filters.contract}
            placeholder={TEXT.filters.all}
            options={CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_LABELS[c] }))}
            {...select('contract_type')}
          />
          <SelectField
            label={TEXT.filters.status}
            placeholder={TEXT.filters.all}
            options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: EMPLOYEE_STATUS_LABELS[s] ?? s }))}
            {...select('status')}
          />
          <SelectField
            label={TEXT.filters.manager}
            placeholder={TEXT.filters.all}
            options={toOptions(options.data?.managers)}
            {...select('manager_id')}
          />
          <SelectField
            label={TEXT.filters.location}
            placeholder={TEXT.filters.all}
            options={toOptions(options.data?.work_locations)}
            {...select('work_location_id')}
          />
          {(filtered || text) && (
            <Button variant="ghost" onClick={clear} icon={<X className="size-4" aria-hidden="true" />}>
              {TEXT.filters.clear}
            </Button>
          )}
        </div>
      </search>
      <DataTable
        caption={TEXT.table.caption}
        columns={columns}
        rows={employees.data?.items}
        rowKey={(e) => e.id}
        loading={employees.isFetching}
        error={
          employees.isError ? (isApiError(employees.error) ? employees.error.message : TEXT.table.loadError) : undefined
        }
        onRetry={() => void employees.refetch()}
        sort={sort}
        onSortChange={(next) => onSearchChange({ sort: next === 'name' ? undefined : next, page: undefined })}
        skeletonRows={8}
        rowClassName={(e) => (e.status === 'disabled' ? 'opacity-70' : undefined)}
        empty={
          filtered
            ? {
                title: TEXT.table.noMatchTitle,
                hint: TEXT.table.noMatchHint,
                icon: UserSearch,
                action: (
                  <Button variant="secondary" onClick={clear}>
                    {TEXT.filters.clear}
                  </Button>
                ),
              }
            : {
                title: TEXT.table.emptyTitle,
                hint: TEXT.table.emptyHint,
                action: (
                  <Button onClick={onCreate} icon={<UserPlus className="size-4" aria-hidden="true" />}>
                    {TEXT.admin.newEmployee}
                  </Button>
                ),
              }
        }
      />
      {!employees.isError && employees.data && employees.data.items.length > 0 && (
        <Pagination
          pagination={employees.data.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
      {editing && <EditEmployee id={editing} onClose={() => setEditing(null)} />}
      {confirming?.status === 'disabled' && (
        <ReactivateDialog employee={confirming} onClose={() => setConfirming(null)} />
      )}
      {confirming && confirming.status !== 'disabled' && (
        <DeactivateDialog employee={confirming} onClose={() => setConfirming(null)} />
      )}
    </div>
  );
}
