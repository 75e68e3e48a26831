import type { Contract } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FolderKanban, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { useChangeContract } from '../api/change-contract';
import { useClientProjects } from '../api/client-options';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.detail;
const MUTED = 'text-slate-600 dark:text-slate-400';

/** "Progetti collegati": the projects delivering the contract; editors link the client's others or unlink. */
export function ContractProjects({ contract }: { contract: Contract }) {
  const change = useChangeContract(contract.id);
  const editable = contract.can_edit && contract.projects_available;
  const choices = useClientProjects(contract.client.id, editable);
  const [chosen, setChosen] = useState('');
  const linked = new Set(contract.projects.map((p) => p.id));
  const options = (choices.data?.items ?? [])
    .filter((p) => !linked.has(p.id))
    .map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }));
  const run = (kind: 'link' | 'unlink', projectId: string) =>
    change.mutate(
      { kind, projectId },
      {
        onSuccess: () => {
          toast.success(kind === 'link' ? TEXT.linked : TEXT.unlinked);
          setChosen('');
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <section aria-labelledby="contract-projects" className="flex flex-col gap-3">
      <div>
        <h2 id="contract-projects" className="text-base font-semibold text-slate-900 dark:text-white">
          {TEXT.projects}
        </h2>
        <p className={`text-sm ${MUTED}`}>{TEXT.projectsHint}</p>
      </div>
      {!contract.projects_available && <p className={`text-sm ${MUTED}`}>{TEXT.projectsUnavailable}</p>}
      {contract.projects.length === 0 ? (
        contract.projects_available && <p className={`text-sm ${MUTED}`}>{TEXT.noProjects}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {contract.projects.map((project) => {
            const name = `${project.code} · ${project.name}`;
            return (
              <li key={project.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                <span className="flex min-w-0 items-center gap-2 text-sm">
                  <FolderKanban className={`size-4 shrink-0 ${MUTED}`} aria-hidden="true" />
                  {project.deleted ? (
                    <span className="truncate text-slate-700 line-through dark:text-slate-300">{name}</span>
                  ) : (
                    <Link
                      to="/app/projects/$projectId"
                      params={{ projectId: project.id }}
                      className="truncate font-medium text-primary-700 hover:underline dark:text-primary-300"
                    >
                      {name}
                    </Link>
                  )}
                  {project.deleted && <Badge>{TEXT.deletedProject}</Badge>}
                </span>
                {contract.can_edit && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={TEXT.unlink(name)}
                    icon={<Unlink className="size-4" aria-hidden="true" />}
                    disabled={change.isPending}
                    onClick={() => run('unlink', project.id)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable &&
        (options.length > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <SelectField
              label={TEXT.linkLabel}
              placeholder={TEXT.linkPlaceholder}
              options={options}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="sm:min-w-80"
            />
            <Button
              variant="secondary"
              icon={<Link2 className="size-4" aria-hidden="true" />}
              disabled={!chosen}
              loading={change.isPending}
              onClick={() => run('link', chosen)}
            >
              {TEXT.link}
            </Button>
          </div>
        ) : (
          choices.isSuccess && <p className={`text-sm ${MUTED}`}>{TEXT.noOtherProjects}</p>
        ))}
    </section>
  );
}
