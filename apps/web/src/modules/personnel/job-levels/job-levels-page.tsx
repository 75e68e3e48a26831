import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { useDeleteContract } from './api/delete-contract';
import { useDeleteLevel } from './api/delete-level';
import { useJobLevels } from './api/list-job-levels';
import { useSaveContract } from './api/save-contract';
import { useSaveLevel } from './api/save-level';
import { ContractCard, type Editing, type Removal } from './contract-card';
import { ContractDialog, LevelDialog } from './job-level-dialogs';
import { JOB_LEVELS_TEXT as TEXT } from './strings';

/**
 * `/app/personnel/job-levels` ('Inquadramenti'): one card per CCNL with its levels; HR edits them. The route
 * loader prefetches the contracts.
 */
export function JobLevelsPage() {
  const isHr = useCan('manage_users');
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title={PERSONNEL_TITLES.jobLevels}
        description={TEXT.description}
        actions={
          isHr ? (
            <Button
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() =>
                setEditing({
                  kind: 'contract',
                  draft: { cnel_code: '', name: '', sector: '', valid_from: '', notes: '' },
                })
              }
            >
              {TEXT.newContract}
            </Button>
          ) : undefined
        }
      />
      <PersonnelSectionBar />
      <QueryBoundary fallback={<ContractsSkeleton />} errorTitle={TEXT.loadError}>
        <Contracts isHr={isHr} onEdit={setEditing} />
      </QueryBoundary>
      <JobLevelDialogs editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** The contracts the route loader prefetched, one card each. */
function Contracts({ isHr, onEdit }: { isHr: boolean; onEdit: (editing: Editing) => void }) {
  const { data: contracts } = useJobLevels();
  if (contracts.length === 0) return <EmptyState icon={FileText} title={TEXT.empty} hint={TEXT.emptyHint} />;
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.payNote}</p>
      {contracts.map((contract) => (
        <ContractCard key={contract.id} contract={contract} isHr={isHr} onEdit={onEdit} />
      ))}
    </>
  );
}

/** The form or the question that is open, each with its own request's state. */
function JobLevelDialogs({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const saveContract = useSaveContract();
  const saveLevel = useSaveLevel();
  const deleteContract = useDeleteContract();
  const deleteLevel = useDeleteLevel();
  // A form opened later starts without the error of one closed before.
  const close = () => {
    for (const mutation of [saveContract, saveLevel, deleteContract, deleteLevel]) mutation.reset();
    onClose();
  };
  const done = {
    onSuccess: () => {
      toast.success(TEXT.saved);
      close();
    },
  };

  if (editing?.kind === 'contract') {
    return (
      <ContractDialog
        key={editing.draft.id ?? 'new'}
        draft={editing.draft}
        pending={saveContract.isPending}
        error={saveContract.error}
        onClose={close}
        onSave={(body) => saveContract.mutate({ id: editing.draft.id, body }, done)}
      />
    );
  }
  if (editing?.kind === 'level') {
    const { contractId, id } = editing.draft;
    return (
      <LevelDialog
        key={id ?? `new-${contractId}`}
        draft={editing.draft}
        pending={saveLevel.isPending}
        error={saveLevel.error}
        onClose={close}
        onSave={(body) => saveLevel.mutate({ contractId, id, body }, done)}
      />
    );
  }
  const remove = editing?.kind === 'confirm' && editing.remove.kind === 'level' ? deleteLevel : deleteContract;
  const run = (removal: Removal) =>
    removal.kind === 'contract' ? deleteContract.mutate(removal.id, done) : deleteLevel.mutate(removal, done);
  return (
    <ConfirmDialog
      open={editing?.kind === 'confirm'}
      onOpenChange={(open) => !open && close()}
      title={editing?.kind === 'confirm' ? editing.title : ''}
      description={editing?.kind === 'confirm' ? editing.text : ''}
      confirmLabel={UI_TEXT.delete}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : undefined}
      onConfirm={() => editing?.kind === 'confirm' && run(editing.remove)}
    />
  );
}

function ContractsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{TEXT.loading}</span>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
