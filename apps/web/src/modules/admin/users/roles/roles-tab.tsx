import { QueryBoundary } from '@/platform/query-boundary';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { USERS_TEXT } from '../strings';
import { usePermissionCatalog } from './api/list-permissions';
import { useRoles } from './api/list-roles';
import { PermissionMatrix } from './permission-matrix';

const TEXT = USERS_TEXT.roles;

/** 'Ruoli e permessi': the editable role × permission matrix; the route loader prefetches roles and catalog. */
export function RolesTab() {
  return (
    <QueryBoundary fallback={<RolesSkeleton />} errorTitle={TEXT.loadError}>
      <RolesMatrix />
    </QueryBoundary>
  );
}

function RolesMatrix() {
  const { data: roles } = useRoles();
  const { data: catalog } = usePermissionCatalog();
  return <PermissionMatrix roles={roles} catalog={catalog} />;
}

function RolesSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="sr-only">
        {UI_TEXT.tableLoading}
      </p>
      <Skeleton className="h-5 w-2/3" />
      {Array.from({ length: 8 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}
