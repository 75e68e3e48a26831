import { getRouteApi } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { CreateUserDialog } from './components/create-user-dialog';
import { UsersTab } from './components/users-tab';
import { RolesTab } from './roles/roles-tab';
import { USERS_TEXT } from './strings';
import type { AdminUsersSearch } from './users-search';

const TEXT = USERS_TEXT;
const route = getRouteApi('/app/admin/users');

/** /app/admin/users: accounts (search, filters, actions) and the role × permission matrix, as two tabs. */
export function AdminUsersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const tab = search.tab ?? 'utenti';

  const onSearchChange = useCallback(
    (patch: Partial<AdminUsersSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <Button onClick={() => setCreating(true)} icon={<UserPlus className="size-4" aria-hidden="true" />}>
            {TEXT.newUser}
          </Button>
        }
      />
      {/* min-w-0: a wide table scrolls inside its card instead of widening the page on phones. */}
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => onSearchChange({ tab: value === 'ruoli' ? 'ruoli' : undefined })}
      >
        <TabsList aria-label={TEXT.tabs.label}>
          <TabsTrigger value="utenti">{TEXT.tabs.users}</TabsTrigger>
          <TabsTrigger value="ruoli">{TEXT.tabs.roles}</TabsTrigger>
        </TabsList>
        <TabsContent value="utenti">
          <UsersTab search={search} onSearchChange={onSearchChange} onCreate={() => setCreating(true)} />
        </TabsContent>
        <TabsContent value="ruoli">
          <RolesTab />
        </TabsContent>
      </Tabs>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
