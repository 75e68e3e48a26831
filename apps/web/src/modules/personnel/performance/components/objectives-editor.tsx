import type { ReviewDetail } from '@portale/shared';
import { ReviewObjectivesInput } from '@portale/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { useReviewStep } from '../api/review-step';
import { useSaveObjectives } from '../api/save-objectives';
import { PERFORMANCE_TEXT as TEXT } from '../strings';

type Draft = { key: string; id: string | null; title: string; description: string; weight: string };

let counter = 0;
const newKey = () => `n${++counter}`;

/** The reviewer's (or HR's) editor of a draft review's objectives, then "Avvia autovalutazione". */
export function ObjectivesEditor({ review }: { review: ReviewDetail }) {
  const toDrafts = () =>
    review.objectives.map((o) => ({
      key: o.id,
      id: o.id,
      title: o.title,
      description: o.description,
      weight: String(o.weight),
    }));
  const [drafts, setDrafts] = useState<Draft[]>(toDrafts);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved version from the server resets the form.
  useEffect(() => setDrafts(toDrafts()), [review.updated_at]);
  const save = useSaveObjectives();
  const step = useReviewStep();
  const total = drafts.reduce((sum, d) => sum + (Number(d.weight) || 0), 0);
  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const body = () =>
    ReviewObjectivesInput.safeParse({
      objectives: drafts.map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description,
        weight: Number(d.weight),
      })),
    });

  const persist = async () => {
    const parsed = body();
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEXT.failed);
      return false;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: review.id, body: parsed.data });
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  };

  const onSave = async () => {
    if (await persist()) toast.success(TEXT.saved);
  };
  const onStart = async () => {
    if (!(await persist())) return;
    try {
      await step.mutateAsync({ id: review.id, step: 'start-self-review' });
      toast.success(TEXT.startSelf, review.employee_name);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {error && <Alert variant="error">{error}</Alert>}
      {drafts.length === 0 ? (
        <EmptyState title={TEXT.noObjectives} hint={TEXT.noObjectivesHint} />
      ) : (
        <ol className="flex flex-col gap-3">
          {drafts.map((d, index) => (
            <li
              key={d.key}
              className="grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_11rem_auto] dark:border-slate-700"
            >
              <TextField
                label={`${TEXT.objective} ${index + 1} – ${TEXT.title}`}
                value={d.title}
                onChange={(e) => change(d.key, { title: e.target.value })}
                required
                className="col-span-2 sm:col-span-1"
              />
              <TextField
                label={`${TEXT.objective} ${index + 1} – ${TEXT.weight} (%)`}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={d.weight}
                onChange={(e) => change(d.key, { weight: e.target.value })}
                required
              />
              <div className="flex items-end">
                <Button
                  variant="ghost"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  aria-label={`${TEXT.removeObjective} ${index + 1}`}
                  onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                />
              </div>
              <TextareaField
                label={`${TEXT.objective} ${index + 1} – ${TEXT.description}`}
                rows={2}
                value={d.description}
                onChange={(e) => change(d.key, { description: e.target.value })}
                className="col-span-2 sm:col-span-3"
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() =>
            setDrafts((list) => [...list, { key: newKey(), id: null, title: '', description: '', weight: '' }])
          }
        >
          {TEXT.addObjective}
        </Button>
        <p
          aria-live="polite"
          className={cx(
            'text-sm font-medium',
            total === 100 ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-800 dark:text-amber-300',
          )}
        >
          {TEXT.weightTotal(total)}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={() => void onSave()} loading={save.isPending && !step.isPending}>
          {TEXT.saveObjectives}
        </Button>
        <Button onClick={() => void onStart()} loading={step.isPending}>
          {TEXT.startSelf}
        </Button>
      </div>
    </div>
  );
}
