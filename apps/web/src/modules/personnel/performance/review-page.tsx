import type { ReviewDetail } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ClipboardX, History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { reviewQueryOptions, useReview } from './api/get-review';
import { useRemoveReview } from './api/remove-review';
import { ObjectivesEditor } from './components/objectives-editor';
import { RatingsForm } from './components/ratings-form';
import { FinalRating, formatDueDate, ReviewStepper } from './components/review-status';
import { PERFORMANCE_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/personnel/performance/reviews/$reviewId');

/**
 * `/app/personnel/performance/reviews/:id`: one review, its workflow step and the action of whoever may act. The
 * route loader prefetches the review; the header follows it once it is there.
 */
export function ReviewPage() {
  const { reviewId } = route.useParams();
  const navigate = route.useNavigate();
  const review = useQuery(reviewQueryOptions(reviewId)).data;
  const remove = useRemoveReview();
  const [removing, setRemoving] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title={review ? `${review.employee_name} · ${review.cycle_name}` : PERSONNEL_TITLES.reviews}
        description={review && describe(review)}
        actions={
          review && (
            <>
              <Link
                to="/app/personnel/$personId/performance/$year"
                params={{ personId: review.employee_id, year: String(review.year) }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <History className="size-4" aria-hidden="true" />
                {TEXT.history}
              </Link>
              {review.actions.remove && (
                <Button
                  variant="ghost"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => setRemoving(true)}
                >
                  {TEXT.removeReview}
                </Button>
              )}
            </>
          )
        }
      />
      <PersonnelSectionBar />
      <QueryBoundary
        key={reviewId}
        fallback={<ReviewSkeleton />}
        errorTitle={TEXT.reviewLoadFailed}
        notFound={
          <EmptyState
            icon={ClipboardX}
            title={TEXT.reviewNotFound}
            hint={TEXT.reviewNotFoundHint}
            action={
              <Link to="/app/personnel/performance" className={buttonStyles({ variant: 'secondary' })}>
                {TEXT.backToPerformance}
              </Link>
            }
          />
        }
      >
        <ReviewBody reviewId={reviewId} />
      </QueryBoundary>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={TEXT.removeReview}
        description={TEXT.removeReviewConfirm}
        confirmLabel={TEXT.removeReview}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(reviewId, {
            onSuccess: () => {
              toast.success(TEXT.saved);
              void navigate({ to: '/app/personnel/performance' });
            },
          })
        }
      />
    </div>
  );
}

const describe = (review: ReviewDetail) =>
  `${TEXT.reviewer_of(review.reviewer_name)} · ${TEXT.selfDue}: ${formatDueDate(review.self_review_due)} · ${TEXT.managerDue}: ${formatDueDate(review.manager_review_due)}`;

/**
 * The steps, what happens next and the objectives. The forms below copy the review when they open and start
 * again only from a version the server saved, so a refetch never overwrites what is being typed.
 */
function ReviewBody({ reviewId }: { reviewId: string }) {
  const { data: review } = useReview(reviewId);
  const canAct = Object.values(review.actions).some(Boolean);
  const myTurn =
    review.actions.edit_objectives || review.actions.edit_self_review || review.actions.edit_manager_review;
  return (
    <>
      <ReviewStepper status={review.status} />
      {review.status === 'completata' ? (
        <Alert variant="success" title={TEXT.waitingFor.completata}>
          <span className="inline-flex items-center gap-2">
            {TEXT.finalRating}: <FinalRating value={review.final_rating} />
          </span>
        </Alert>
      ) : myTurn ? (
        <Alert variant="info">{TEXT.nextStep[review.status]}</Alert>
      ) : (
        <Alert variant="info">
          {TEXT.waitingFor[review.status]} {!canAct && TEXT.readOnly}
        </Alert>
      )}
      <SectionCard title={TEXT.objectives} titleId="objectives-title">
        {review.actions.edit_objectives ? <ObjectivesEditor review={review} /> : <RatingsForm review={review} />}
      </SectionCard>
    </>
  );
}

function ReviewSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-64" />
    </div>
  );
}
