import { RotateCw } from 'lucide-react';
import { isApiError } from '@/platform/api-error';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { USERS_TEXT } from '../strings';
import { usePermissionCatalog } from './api/list-permissions';
import { useRoles } from './api/list-roles';
import { PermissionMatrix } from './permission-matrix';

const TEXT = USERS_TEXT.roles;

/** 'Ruoli e permessi': the editable role × permission matrix. */
export function RolesTab() {
  const roles = useRoles();
  const catalog = usePermissionCatalog();

  if (roles.isError || catalog.isError) {
    const error = roles.error ?? catalog.error;
    return (
      <Alert variant="error" title={TEXT.loadError}>
        {isApiError(error) && <p>{error.message}</p>}
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          onClick={() => {
            void roles.refetch();
            void catalog.refetch();
          }}
        >
          {UI_TEXT.retry}
        </Button>
      </Alert>
    );
  }

  if (!roles.data || !catalog.data) {
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

  return <PermissionMatrix roles={roles.data} catalog={catalog.data} />;
}
