import {
  ACCESS_LEVEL_LABELS,
  ACCESS_LEVELS,
  ACCESS_PRINCIPAL_TYPE_LABELS,
  ACCESS_PRINCIPAL_TYPES,
  type AccessGrantInput,
  type AccessLevel,
  type AccessPrincipalType,
  type AccessView,
} from '@portale/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { SwitchField } from '@/ui/switch-field';
import { TextField } from '@/ui/text-field';
import { type AccessTarget, useAccess } from '../api/get-access';
import { usePrincipals } from '../api/list-principals';
import { useSaveAccess } from '../api/save-access';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

type Grant = AccessGrantInput & { principal_name: string };

/** Inherit from the folder, or grants of its own to roles, departments, people and client companies. */
export function AccessEditor({ target }: { target: AccessTarget }) {
  const access = useAccess(target);
  if (access.isPending) return <Skeleton className="h-32" />;
  if (access.isError) return <Alert variant="error">{errorMessage(access.error)}</Alert>;
  return <AccessForm key={JSON.stringify(access.data)} target={target} view={access.data} />;
}

function AccessForm({ target, view }: { target: AccessTarget; view: AccessView }) {
  const save = useSaveAccess(target);
  const [inherit, setInherit] = useState(view.inherits_access);
  const [grants, setGrants] = useState<Grant[]>(view.grants);
  const [error, setError] = useState<string>();
  const shown = inherit ? view.inherited : grants;
  const readOnly = !view.can_manage;

  const submit = () =>
    save.mutate(
      { inherits_access: inherit, grants: inherit ? [] : grants.map(({ principal_name: _, ...grant }) => grant) },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(TEXT.accessSaved);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {readOnly && <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.accessReadOnly}</p>}
      <SwitchField
        label={TEXT.inherit}
        hint={
          view.inherited_from
            ? TEXT.inheritFrom(view.inherited_from.name)
            : view.default_rule
              ? TEXT.defaultRule
              : undefined
        }
        checked={inherit}
        onCheckedChange={(checked) => {
          setInherit(checked);
          if (!checked && grants.length === 0) setGrants(view.inherited);
        }}
        disabled={readOnly}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {inherit && view.default_rule ? TEXT.defaultRule : TEXT.noGrants}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {shown.map((grant) => (
            <li
              key={`${grant.principal_type}:${grant.principal_id}`}
              className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm"
            >
              <Badge>{ACCESS_PRINCIPAL_TYPE_LABELS[grant.principal_type]}</Badge>
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">
                {grant.principal_name}
              </span>
              {inherit || readOnly ? (
                <span className="text-slate-600 dark:text-slate-400">{ACCESS_LEVEL_LABELS[grant.level]}</span>
              ) : (
                <>
                  <SelectField
                    label={`${TEXT.level} ${grant.principal_name}`}
                    hideLabel
                    value={grant.level}
                    onChange={(event) =>
                      setGrants((all) =>
                        all.map((g) => (g === grant ? { ...g, level: event.target.value as AccessLevel } : g)),
                      )
                    }
                    options={ACCESS_LEVELS.map((level) => ({ value: level, label: ACCESS_LEVEL_LABELS[level] }))}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={TEXT.removeGrant(grant.principal_name)}
                    onClick={() => setGrants((all) => all.filter((g) => g !== grant))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!inherit && !readOnly && (
        <AddGrant
          onAdd={(grant) =>
            setGrants((all) =>
              all.some((g) => g.principal_type === grant.principal_type && g.principal_id === grant.principal_id)
                ? all
                : [...all, grant],
            )
          }
        />
      )}
      {error && <Alert variant="error">{error}</Alert>}
      {!readOnly && (
        <div>
          <Button onClick={submit} loading={save.isPending}>
            {TEXT.saveAccess}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Pick a role, department, person or client company, by type and a few letters. */
function AddGrant({ onAdd }: { onAdd: (grant: Grant) => void }) {
  const [type, setType] = useState<AccessPrincipalType>('role');
  const [q, setQ] = useState('');
  const [level, setLevel] = useState<AccessLevel>('read');
  const query = useDebouncedValue(q, 250);
  const principals = usePrincipals(type, query);
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium text-slate-900 dark:text-white">{TEXT.addGrant}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={TEXT.principalType}
          value={type}
          onChange={(event) => setType(event.target.value as AccessPrincipalType)}
          options={ACCESS_PRINCIPAL_TYPES.map((t) => ({ value: t, label: ACCESS_PRINCIPAL_TYPE_LABELS[t] }))}
        />
        <TextField label={TEXT.principalSearch} value={q} onChange={(event) => setQ(event.target.value)} />
        <SelectField
          label={TEXT.level}
          value={level}
          onChange={(event) => setLevel(event.target.value as AccessLevel)}
          options={ACCESS_LEVELS.map((l) => ({ value: l, label: ACCESS_LEVEL_LABELS[l] }))}
        />
      </div>
      <ul className="flex max-h-48 flex-col overflow-y-auto">
        {(principals.data?.items ?? []).map((principal) => (
          <li key={`${principal.principal_type}:${principal.principal_id}`}>
            <button
              type="button"
              onClick={() =>
                onAdd({
                  principal_type: principal.principal_type,
                  principal_id: principal.principal_id,
                  principal_name: principal.principal_name,
                  level,
                })
              }
              className="flex w-full items-baseline gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="font-medium text-slate-900 dark:text-white">{principal.principal_name}</span>
              {principal.detail && (
                <span className="truncate text-xs text-slate-600 dark:text-slate-400">{principal.detail}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
