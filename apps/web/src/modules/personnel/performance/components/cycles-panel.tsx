import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewCycle, type ReviewStatus } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { CalendarRange, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { useDeleteCycle } from '../api/delete-cycle';
import { PERFORMANCE_TEXT as TEXT } from '../strings';
import { CycleDialog } from './cycle-dialog';
import { ParticipantsDialog } from './participants-dialog';
import { formatDueDate } from './review-status';

const BAR: Record<ReviewStatus, string> = {
  bozza: 'bg-slate-400 dark:bg-slate-500',
  autovalutazione: 'bg-sky-500 dark:bg-sky-400',
  valutazione_responsabile: 'bg-amber-500 dark:bg-amber-400',
  completata: 'bg-emerald-600 dark:bg-emerald-400',
};

/** A stacked progress bar of a cycle's reviews by state, with the counts as text. */
function CycleProgress({ cycle }: { cycle: ReviewCycle }) {
  const total = cycle.total || 1;
  return (
    <div>
      <div
        className="flex h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="img"
        aria-label={`Completate ${cycle.counts.completata} su ${cycle.total}`}
      >
        {REVIEW_STATUSES.map((s) => (
          <div key={s} className={BAR[s]} style={{ width: `${(cycle.counts[s] / total) * 100}%` }} />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        {REVIEW_STATUSES.map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${BAR[s]}`} />
            {REVIEW_STATUS_LABELS[s]}: <span className="font-semibold tabular-nums">{cycle.counts[s]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** HR's cycles with progress, and the create/edit/participants/delete actions. */
export function CyclesPanel({ cycles }: { cycles: readonly ReviewCycle[] }) {
  const [editing, setEditing] = useState<ReviewCycle | null | undefined>(undefined);
  const [adding, setAdding] = useState<ReviewCycle | null>(null);
  const [deleting, setDeleting] = useState<ReviewCycle | null>(null);
  const remove = useDeleteCycle();

  return (
    <section
      aria-labelledby="cycles-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="cycles-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {TEXT.cycles}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.cyclesHint}</p>
        </div>
        <Button icon={<CalendarRange className="size-4" aria-hidden="true" />} onClick={() => setEditing(null)}>
          {TEXT.newCycle}
        </Button>
      </div>
      <div className="mt-5">
        {cycles.length === 0 ? (
          <EmptyState title={TEXT.noCycles} hint={TEXT.noCyclesHint} icon={CalendarRange} />
        ) : (
          <ul className="flex flex-col gap-4">
            {cycles.map((cycle) => (
              <li key={cycle.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900 dark:text-white">
                      <Link
                        to="/app/personnel/performance/reviews"
                        search={{ cycle_id: cycle.id }}
                        className="hover:underline"
                      >
                        {cycle.name}
                      </Link>
                    </h3>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {cycle.year} · {TEXT.selfDue}: {formatDueDate(cycle.self_review_due)} · {TEXT.managerDue}:{' '}
                      {formatDueDate(cycle.manager_review_due)} · {TEXT.reviewsCount(cycle.total)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<UserPlus className="size-4" aria-hidden="true" />}
                      onClick={() => setAdding(cycle)}
                      aria-label={`${TEXT.addParticipants}: ${cycle.name}`}
                    >
                      {TEXT.participants}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Pencil className="size-4" aria-hidden="true" />}
                      onClick={() => setEditing(cycle)}
                      aria-label={`${TEXT.editCycle}: ${cycle.name}`}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Trash2 className="size-4" aria-hidden="true" />}
                      onClick={() => setDeleting(cycle)}
                      aria-label={`${TEXT.deleteCycle}: ${cycle.name}`}
                    />
                  </div>
                </div>
                <div className="mt-3">
                  <CycleProgress cycle={cycle} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CycleDialog
        open={editing !== undefined}
        cycle={editing ?? null}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <ParticipantsDialog cycle={adding} onOpenChange={(open) => !open && setAdding(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={TEXT.deleteCycle}
        description={TEXT.deleteCycleConfirm}
        confirmLabel={TEXT.deleteCycle}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(TEXT.saved, deleting.name);
              setDeleting(null);
            },
          })
        }
      />
    </section>
  );
}
