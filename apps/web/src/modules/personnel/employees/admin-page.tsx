import { getRouteApi } from '@tanstack/react-router';
import { Download, FileSpreadsheet, Upload, UserPlus } from 'lucide-react';
import { type ComponentType, useCallback, useState } from 'react';
import { Button, buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import type { PersonnelAdminSearch } from './admin-search';
import { employeesExportUrl } from './api/export-employees';
import { EmployeeFormDialog } from './employee-form-dialog';
import { EmployeesTab } from './employees-tab';
import { ImportDialog } from './import-dialog';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.admin;
const route = getRouteApi('/app/personnel/admin');

/**
 * /app/personnel/admin ('Gestione', admin): employees (table, create, import, export) and departments. The route
 * loader prefetches the open tab's data.
 */
export function PersonnelAdminPage({ departmentsPanel: DepartmentsPanel }: { departmentsPanel: ComponentType }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const tab = search.tab ?? 'dipendenti';

  const onSearchChange = useCallback(
    (patch: Partial<PersonnelAdminSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const { tab: _tab, page: _page, ...filters } = search;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={PERSONNEL_TITLES.admin}
        description={TEXT.description}
        actions={
          tab === 'dipendenti' ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setCreating(true)} icon={<UserPlus className="size-4" aria-hidden="true" />}>
                {TEXT.newEmployee}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setImporting(true)}
                icon={<Upload className="size-4" aria-hidden="true" />}
              >
                {TEXT.import}
              </Button>
              <a href={employeesExportUrl('csv', filters)} download className={buttonStyles({ variant: 'secondary' })}>
                <Download className="size-4" aria-hidden="true" />
                {TEXT.exportCsv}
              </a>
              <a href={employeesExportUrl('xlsx', filters)} download className={buttonStyles({ variant: 'secondary' })}>
                <FileSpreadsheet className="size-4" aria-hidden="true" />
                {TEXT.exportXlsx}
              </a>
            </div>
          ) : undefined
        }
      />
      <PersonnelSectionBar />
      {/* min-w-0: a wide table scrolls inside its card instead of widening the page on phones. */}
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => onSearchChange({ tab: value === 'dipartimenti' ? 'dipartimenti' : undefined })}
      >
        <TabsList aria-label={TEXT.tabsLabel}>
          <TabsTrigger value="dipendenti">{TEXT.employees}</TabsTrigger>
          <TabsTrigger value="dipartimenti">{TEXT.departments}</TabsTrigger>
        </TabsList>
        <TabsContent value="dipendenti">
          <EmployeesTab search={search} onSearchChange={onSearchChange} onCreate={() => setCreating(true)} />
        </TabsContent>
        <TabsContent value="dipartimenti">
          <DepartmentsPanel />
        </TabsContent>
      </Tabs>
      {creating && <EmployeeFormDialog employee={null} open={creating} onOpenChange={setCreating} />}
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
