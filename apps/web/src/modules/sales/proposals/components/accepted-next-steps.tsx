import type { Proposal } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { FileText, FolderKanban, FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '@/platform/use-can';
import { Button, buttonStyles } from '@/ui/button';
import { PROPOSALS_TEXT } from '../strings';
import { CreateProjectDialog } from './create-project-dialog';

const TEXT = PROPOSALS_TEXT.detail;
const LINK =
  'inline-flex items-center gap-2 font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400';

/**
 * What an accepted proposal becomes: its contract (made on the contracts page, which reads `?proposal=`) and its
 * project (made here); once made, links to them.
 */
export function AcceptedNextSteps({ proposal }: { proposal: Proposal }) {
  const canContract = useCan('manage_contracts');
  const canProject = useCan('edit_project');
  const [creating, setCreating] = useState(false);
  if (proposal.status !== 'accettata') return null;
  const { contract, project } = proposal;
  const offerContract = !contract && canContract;
  const offerProject = !project && canProject;
  if (!contract && !project && !offerContract && !offerProject) return null;
  return (
    <section
      aria-labelledby="proposal-next"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="proposal-next" className="text-base font-semibold text-slate-900 dark:text-white">
        {TEXT.next}
      </h2>
      {(offerContract || offerProject) && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.nextHint}</p>
      )}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {contract ? (
          <Link to="/app/crm/contracts/$contractId" params={{ contractId: contract.id }} className={LINK}>
            <FileText className="size-4" aria-hidden="true" />
            {TEXT.contract(contract.number)}
          </Link>
        ) : (
          offerContract && (
            <Link to="/app/crm/contracts/new" search={{ proposal: proposal.id }} className={buttonStyles()}>
              <FileText className="size-4" aria-hidden="true" />
              {TEXT.createContract}
            </Link>
          )
        )}
        {project ? (
          <Link to="/app/projects/$projectId" params={{ projectId: project.id }} className={LINK}>
            <FolderKanban className="size-4" aria-hidden="true" />
            {TEXT.project(project.code, project.name)}
          </Link>
        ) : (
          offerProject && (
            <Button
              variant="secondary"
              onClick={() => setCreating(true)}
              icon={<FolderPlus className="size-4" aria-hidden="true" />}
            >
              {TEXT.createProject}
            </Button>
          )
        )}
      </div>
      {creating && <CreateProjectDialog proposal={proposal} onClose={() => setCreating(false)} />}
    </section>
  );
}
