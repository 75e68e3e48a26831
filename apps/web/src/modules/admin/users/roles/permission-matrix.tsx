import { type PermissionInfo, type Role, type RolePermissions, RolePermissionsUpdate } from '@portale/shared';
import { Lock, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { ConfirmDialog } from '@/ui/dialog';
import { USERS_TEXT } from '../strings';
import { useUpdateRolePermissions } from './api/update-role-permissions';
import { type Draft, groupByModule, rolesLosingAdminAccess, toggle } from './matrix-model';

const TEXT = USERS_TEXT.roles;
const LOCK_NOTE_ID = 'permission-lock-note';

export type PermissionMatrixProps = {
  roles: readonly RolePermissions[];
  catalog: readonly PermissionInfo[];
};

/**
 * Rows are permissions grouped by module, columns are roles. Edits stay local until 'Salva modifiche';
 * admin_access cannot be unticked where that would lock the current admin out (the server refuses it too).
 */
export function PermissionMatrix({ roles, catalog }: PermissionMatrixProps) {
  const ownRole = useAuthStore((state) => state.user?.role);
  const update = useUpdateRolePermissions();
  const [draft, setDraft] = useState<Draft>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const groups = groupByModule(catalog);
  const dirty = roles.filter((r) => draft[r.role]);
  const held = (r: RolePermissions) => draft[r.role] ?? r.permissions;
  const locked = (role: Role, permission: string) =>
    permission === 'admin_access' && (role === 'admin' || role === ownRole);

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    const saved: string[] = [];
    for (const role of dirty) {
      try {
        // The shared schema checks the body here too, as the server will.
        const body = RolePermissionsUpdate.parse({ permissions: held(role) });
        await update.mutateAsync({ role: role.role, ...body });
        saved.push(role.label);
        setDraft(({ [role.role]: _, ...rest }) => rest);
      } catch (error) {
        toast.error(TEXT.saveFailed(role.label), isApiError(error) ? error.message : undefined);
      }
    }
    setSaving(false);
    if (saved.length > 0) toast.success(TEXT.saved, TEXT.savedRoles(saved.join(', ')));
  };
  const losing = rolesLosingAdminAccess(draft, roles);
  const requestSave = () => (losing.length > 0 ? setConfirming(true) : void save());

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="max-w-2xl text-sm">
          <p className="text-slate-600 dark:text-slate-400">{TEXT.intro}</p>
          <p role="status" className="mt-1 font-medium text-amber-800 empty:hidden dark:text-amber-200">
            {dirty.length > 0 ? TEXT.unsaved(dirty.length) : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={dirty.length === 0 || saving}
            onClick={() => setDraft({})}
            icon={<Undo2 className="size-4" aria-hidden="true" />}
          >
            {TEXT.discard}
          </Button>
          <Button
            disabled={dirty.length === 0}
            loading={saving}
            onClick={requestSave}
            icon={<Save className="size-4" aria-hidden="true" />}
          >
            {TEXT.save}
          </Button>
        </div>
      </div>

      <div className="relative max-h-[70vh] overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[36rem] border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{TEXT.caption}</caption>
          <thead className="sticky top-0 z-20">
            <tr className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              <th
                scope="col"
                className="sticky left-0 z-30 border-b border-slate-200 bg-slate-50 px-4 py-3 text-left dark:border-slate-800 dark:bg-slate-800"
              >
                {TEXT.permission}
              </th>
              {roles.map((role) => (
                <th
                  key={role.role}
                  scope="col"
                  className="min-w-24 border-b border-slate-200 bg-slate-50 px-3 py-3 text-center dark:border-slate-800 dark:bg-slate-800"
                >
                  {role.label}
                  <span className="block text-[0.7rem] font-normal tracking-normal normal-case">
                    {TEXT.permissionsCount(held(role).length)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.module}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={roles.length + 1}
                  className="border-b border-slate-200 bg-slate-100 px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase dark:border-slate-800 dark:bg-slate-800 dark:text-slate-200"
                >
                  {/* The cell spans the row; its label stays in view while the table scrolls sideways. */}
                  <span className="sticky left-4">{TEXT.modules[group.module] ?? group.module}</span>
                </th>
              </tr>
              {group.permissions.map((permission) => (
                <tr key={permission.key} className="group">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 w-48 min-w-48 border-b border-slate-200 bg-white px-4 py-2.5 text-left font-normal group-hover:bg-slate-50 sm:w-auto dark:border-slate-800 dark:bg-slate-900 dark:group-hover:bg-slate-800"
                  >
                    <span className="block text-slate-900 dark:text-white">{permission.description}</span>
                    <code className="text-xs break-all text-slate-600 dark:text-slate-400">{permission.key}</code>
                  </th>
                  {roles.map((role) => {
                    const isLocked = locked(role.role, permission.key);
                    const checked = held(role).includes(permission.key);
                    const changed =
                      draft[role.role] !== undefined && checked !== role.permissions.includes(permission.key);
                    return (
                      <td
                        key={role.role}
                        className={cx(
                          'border-b border-slate-200 px-3 py-2.5 text-center dark:border-slate-800',
                          changed
                            ? 'bg-amber-50 group-hover:bg-amber-100 dark:bg-amber-950 dark:group-hover:bg-amber-900'
                            : 'bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800',
                        )}
                      >
                        <span className="inline-flex items-center gap-1">
                          <input
                            type="checkbox"
                            checked={checked}
                            disabled={isLocked || saving}
                            aria-label={TEXT.cell(role.label, permission.description)}
                            aria-describedby={isLocked ? LOCK_NOTE_ID : undefined}
                            onChange={() => setDraft((current) => toggle(current, role, permission.key))}
                            className="size-5 cursor-pointer rounded accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed dark:accent-primary-400 dark:focus-visible:outline-primary-400"
                          />
                          {isLocked && (
                            <Lock className="size-3.5 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                          )}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <p id={LOCK_NOTE_ID} className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
        {TEXT.locked}
      </p>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.confirmAdminTitle}
        description={TEXT.confirmAdminDescription(losing.map((r) => r.label).join(', '))}
        confirmLabel={TEXT.confirmAdmin}
        onConfirm={() => void save()}
      />
    </div>
  );
}
