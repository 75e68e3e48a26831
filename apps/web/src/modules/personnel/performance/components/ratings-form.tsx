import type { ReviewDetail } from '@portale/shared';
import { EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { TextareaField } from '@/ui/textarea-field';
import { type ReviewStep, useReviewStep } from '../api/review-step';
import { useSaveManagerReview } from '../api/save-manager-review';
import { useSaveSelfReview } from '../api/save-self-review';
import { type RatingPart, type RatingsDraft, ratingsFromDraft, reviewDraftKey } from '../review-draft';
import { PERFORMANCE_TEXT as TEXT } from '../strings';
import { RatingInput } from './rating-input';

type Part = RatingPart;

/**
 * The objectives with both ratings. The employee edits the self part in autovalutazione, the reviewer (or HR)
 * the manager part in valutazione_responsabile; everything else is read-only.
 */
export function RatingsForm({ review }: { review: ReviewDetail }) {
  const editSelf = review.actions.edit_self_review;
  const editManager = review.actions.edit_manager_review;
  const editable = editSelf || editManager;
  const initial = (): RatingsDraft => ({
    general: editSelf ? review.self_comment : review.manager_comment,
    parts: Object.fromEntries(
      review.objectives.map((o) => [
        o.id,
        editSelf
          ? { rating: o.self_rating, comment: o.self_comment }
          : { rating: o.manager_rating, comment: o.manager_comment },
      ]),
    ) as Record<string, Part>,
  });
  const [draft, setDraft] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved version from the server resets the form.
  useEffect(() => setDraft(initial()), [review.updated_at, review.status]);
  // Issue 15: the ratings being written are kept as the user's draft until saved; leaving asks first.
  const dirty = editable && JSON.stringify(draft) !== JSON.stringify(initial());
  const autosave = useAutosaveDraft<RatingsDraft>({
    moduleKey: 'personnel',
    draftKey: reviewDraftKey(review.id, editSelf ? 'self' : 'manager'),
    title: TEXT.draftTitle(review.employee_name, review.cycle_name),
    value: draft,
    enabled: dirty,
    onRestore: (payload) => {
      const restored = editable ? ratingsFromDraft(payload, initial(), review) : null;
      if (restored) setDraft(restored);
      return restored !== null;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  const [confirm, setConfirm] = useState<ReviewStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saveSelf = useSaveSelfReview();
  const saveManager = useSaveManagerReview();
  const step = useReviewStep();
  const hiddenManager = review.viewer === 'employee' && review.status !== 'completata';

  const setPart = (id: string, patch: Partial<Part>) =>
    setDraft((d) => ({ ...d, parts: { ...d.parts, [id]: { ...d.parts[id]!, ...patch } } }));

  const persist = async () => {
    const objectives = Object.entries(draft.parts);
    try {
      if (editSelf) {
        await saveSelf.mutateAsync({
          id: review.id,
          body: {
            self_comment: draft.general,
            objectives: objectives.map(([id, p]) => ({ id, self_rating: p.rating, self_comment: p.comment })),
          },
        });
      } else {
        await saveManager.mutateAsync({
          id: review.id,
          body: {
            manager_comment: draft.general,
            objectives: objectives.map(([id, p]) => ({ id, manager_rating: p.rating, manager_comment: p.comment })),
          },
        });
      }
      await autosave.discard();
      setError(null);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  };

  const run = async (which: ReviewStep) => {
    if (which !== 'reopen' && !(await persist())) return setConfirm(null);
    try {
      await step.mutateAsync({ id: review.id, step: which });
      toast.success(which === 'reopen' ? TEXT.reopen : which === 'complete' ? TEXT.complete : TEXT.submitSelf);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
    setConfirm(null);
  };

  const saving = saveSelf.isPending || saveManager.isPending;
  const what = editSelf ? TEXT.selfRating : TEXT.managerRating;

  return (
    <div className="flex flex-col gap-4">
      <DraftRestoredNotice draft={autosave} onDiscard={() => setDraft(initial())} />
      {error && <Alert variant="error">{error}</Alert>}
      <ol className="flex flex-col gap-4">
        {review.objectives.map((o, index) => (
          <li key={o.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 dark:text-white">
                  {index + 1}. {o.title}
                </h3>
                {o.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{o.description}</p>}
              </div>
              <Badge tone="primary">
                {TEXT.weight} {o.weight}%
              </Badge>
            </div>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.selfRating}</p>
                {editSelf ? (
                  <>
                    <RatingInput
                      label={TEXT.ratingGroup(what, o.title)}
                      value={draft.parts[o.id]?.rating ?? null}
                      onChange={(rating) => setPart(o.id, { rating })}
                    />
                    <TextareaField
                      label={`${TEXT.selfComment} – ${o.title}`}
                      rows={2}
                      value={draft.parts[o.id]?.comment ?? ''}
                      onChange={(e) => setPart(o.id, { comment: e.target.value })}
                    />
                  </>
                ) : (
                  <>
                    <RatingInput label={TEXT.selfRating} value={o.self_rating} readOnly />
                    {o.self_comment && <Quote text={o.self_comment} />}
                  </>
                )}
              </div>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{TEXT.managerRating}</p>
                {editManager ? (
                  <>
                    <RatingInput
                      label={TEXT.ratingGroup(what, o.title)}
                      value={draft.parts[o.id]?.rating ?? null}
                      onChange={(rating) => setPart(o.id, { rating })}
                    />
                    <TextareaField
                      label={`${TEXT.managerComment} – ${o.title}`}
                      rows={2}
                      value={draft.parts[o.id]?.comment ?? ''}
                      onChange={(e) => setPart(o.id, { comment: e.target.value })}
                    />
                  </>
                ) : hiddenManager ? (
                  <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                    <EyeOff className="size-4" aria-hidden="true" />
                    {TEXT.hiddenUntilDone}
                  </p>
                ) : (
                  <>
                    <RatingInput label={TEXT.managerRating} value={o.manager_rating} readOnly />
                    {o.manager_comment && <Quote text={o.manager_comment} />}
                  </>
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>

      <div className="grid gap-4 md:grid-cols-2">
        {editSelf ? (
          <TextareaField
            label={TEXT.generalSelfComment}
            rows={3}
            value={draft.general}
            onChange={(e) => setDraft({ ...draft, general: e.target.value })}
          />
        ) : (
          <Comment title={TEXT.generalSelfComment} text={review.self_comment} />
        )}
        {editManager ? (
          <TextareaField
            label={TEXT.generalManagerComment}
            rows={3}
            value={draft.general}
            onChange={(e) => setDraft({ ...draft, general: e.target.value })}
          />
        ) : hiddenManager ? null : (
          <Comment title={TEXT.generalManagerComment} text={review.manager_comment} />
        )}
      </div>

      {(editable || review.actions.reopen) && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          {editable && <DraftSaveStatus draft={autosave} />}
          {editable && (
            <Button
              variant="secondary"
              loading={saving && !step.isPending && confirm === null}
              onClick={() => void persist().then((done) => done && toast.success(TEXT.saved))}
            >
              {TEXT.saveDraft}
            </Button>
          )}
          {review.actions.submit_self_review && (
            <Button onClick={() => setConfirm('submit-self-review')}>{TEXT.submitSelf}</Button>
          )}
          {review.actions.complete && <Button onClick={() => setConfirm('complete')}>{TEXT.complete}</Button>}
          {review.actions.reopen && (
            <Button variant="secondary" onClick={() => setConfirm('reopen')}>
              {TEXT.reopen}
            </Button>
          )}
        </div>
      )}
      {leave.dialog}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        tone="primary"
        title={confirm === 'complete' ? TEXT.complete : confirm === 'reopen' ? TEXT.reopen : TEXT.submitSelf}
        description={
          confirm === 'complete'
            ? TEXT.confirmComplete
            : confirm === 'reopen'
              ? TEXT.confirmReopen
              : TEXT.confirmSubmitSelf
        }
        confirmLabel={TEXT.confirm}
        pending={step.isPending || saving}
        onConfirm={() => confirm && void run(confirm)}
      />
    </div>
  );
}

function Quote({ text }: { text: string }) {
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      {text}
    </p>
  );
}

function Comment({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{title}</p>
      {text ? <Quote text={text} /> : <p className="text-sm text-slate-500 dark:text-slate-400">—</p>}
    </div>
  );
}
