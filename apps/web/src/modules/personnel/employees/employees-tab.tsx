import type { EmployeeListItem } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { UserPlus, UserSearch } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { UI_TEXT } from '@/ui/strings';
import { type EmployeeFilters, employeesQuery, filtersOf, type PersonnelAdminSearch } from './admin-search';
import { employeeQueryOptions } from './api/get-employee';
import { useEmployees } from './api/list-employees';
import { DeactivateDialog, ReactivateDialog } from './components/employee-status-dialogs';
import { EmployeesFilters } from './components/employees-filters';
import { EmployeesTable, type EmployeesTableProps } from './components/employees-table';
import { EmployeeFormDialog } from './employee-form-dialog';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT;

type SearchChange = (patch: Partial<PersonnelAdminSearch>, options?: { replace?: boolean }) => void;

export type EmployeesTabProps = {
  search: PersonnelAdminSearch;
  onSearchChange: SearchChange;
  onCreate: () => void;
};

/** 'Dipendenti' in 'Gestione': filters in the URL, the table, row actions and the pages. */
export function EmployeesTab({ search, onSearchChange, onCreate }: EmployeesTabProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<EmployeeListItem | null>(null);
  const [text, setText] = useUrlSearchText(search.search, (value) =>
    onSearchChange({ search: value, page: undefined }, { replace: true }),
  );

  const filters = filtersOf(search);
  const filtered = Object.values(filters).some(Boolean);
  const clear = () => {
    setText('');
    const none = Object.fromEntries(Object.keys(filters).map((key) => [key, undefined])) as EmployeeFilters;
    onSearchChange({ ...none, page: undefined });
  };
  const tableProps: TableProps = {
    sort: search.sort ?? 'name',
    onSortChange: (next) => onSearchChange({ sort: next === 'name' ? undefined : next, page: undefined }),
    onEdit: (employee) => setEditing(employee.id),
    onToggleStatus: setConfirming,
    empty: filtered
      ? {
          title: TEXT.table.noMatchTitle,
          hint: TEXT.table.noMatchHint,
          icon: UserSearch,
          action: (
            <Button variant="secondary" onClick={clear}>
              {UI_TEXT.clearFilters}
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
        },
  };

  return (
    <div className="flex flex-col gap-4">
      <EmployeesFilters
        filters={filters}
        searchText={text}
        onSearchTextChange={setText}
        onFilterChange={(patch) => onSearchChange({ ...patch, page: undefined })}
        onClear={filtered || text ? clear : undefined}
      />
      <QueryBoundary
        fallback={<EmployeesTable {...tableProps} rows={undefined} loading />}
        errorTitle={TEXT.table.loadError}
      >
        <EmployeesResults search={search} onSearchChange={onSearchChange} tableProps={tableProps} />
      </QueryBoundary>
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

type TableProps = Omit<EmployeesTableProps, 'rows' | 'loading'>;

type EmployeesResultsProps = { search: PersonnelAdminSearch; onSearchChange: SearchChange; tableProps: TableProps };

/** The page of employees the route loader prefetched, and its pagination. */
function EmployeesResults({ search, onSearchChange, tableProps }: EmployeesResultsProps) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: employees, isFetching } = useEmployees(employeesQuery(shown));
  const page = shown.page ?? 1;

  // A page that no longer exists (its last employee was filtered away) falls back to the last one.
  useLastPageFallback(page, employees.pagination.total_pages, onSearchChange);

  return (
    <>
      <EmployeesTable {...tableProps} rows={employees.items} loading={isFetching || shown !== search} />
      {employees.items.length > 0 && (
        <Pagination
          pagination={employees.pagination}
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}

/**
 * Loads the full record, then opens the edit form. A dialog has no place on the page for an error panel, so a
 * failed load is a toast and the form does not open.
 */
function EditEmployee({ id, onClose }: { id: string; onClose: () => void }) {
  const employee = useQuery(employeeQueryOptions(id));
  const { error } = employee;
  useEffect(() => {
    if (!error) return;
    toast.error(TEXT.person.loadError, errorMessage(error));
    onClose();
  }, [error, onClose]);
  if (!employee.data) return null;
  return <EmployeeFormDialog employee={employee.data} open onOpenChange={(open) => !open && onClose()} />;
}
