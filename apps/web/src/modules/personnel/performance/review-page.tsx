import { getRouteApi, Link } from '@tanstack/react-router';
import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TEXT } from '../strings';
import { useRemoveReview, useReview } from './api/reviews';
import { messageOf } from './components/errors';
import { ObjectivesEditor } from './components/objectives-editor';
import { RatingsForm } from './components/ratings-form';
import { FinalRating, formatDay, ReviewStepper } from './components/review-status';
import { PERFORMANCE_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/personnel/performance/reviews/$reviewId');

/** `/app/personnel/performance/reviews/:id`: one review, its workflow step and the action of whoever may act. */
export function ReviewPage() {
  const { reviewId } = route.useParams();
  const navigate = route.useNavigate();
  const review = useReview(reviewId);
  const remove = useRemoveReview();
  const [removing, setRemoving] = useState(false);
  const data = review.data;

  if (review.isError) {
    return (
      <div className="space-y-6">
        <PageHeader title={PERSONNEL_TEXT.reviews} />
        <PersonnelSectionBar />
        <Alert variant="error" title={TEXT.loadFailed}>
          {messageOf(review.error)}
        </Alert>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="space-y-6">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-16" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const canAct = Object.values(data.actions).some(Boolean);
  const myTurn = data.actions.edit_objectives || data.actions.edit_self_review || data.actions.edit_manager_review;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${data.employee_name} · ${data.cycle_name}`}
        description={`${TEXT.reviewer_of(data.reviewer_name)} · ${TEXT.selfDue}: ${formatDay(data.self_review_due)} · ${TEXT.managerDue}: ${formatDay(data.manager_review_due)}`}
        actions={
          <>
            <Link
              to="/app/personnel/$personId/performance/$year"
              params={{ personId: data.employee_id, year: String(data.year) }}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <History className="size-4" aria-hidden="true" />
              {TEXT.history}
            </Link>
            {data.actions.remove && (
              <Button
                variant="ghost"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setRemoving(true)}
              >
                {TEXT.removeReview}
              </Button>
            )}
          </>
        }
      />
      <PersonnelSectionBar />
      <ReviewStepper status={data.status} />
      {data.status === 'completata' ? (
        <Alert variant="success" title={TEXT.waitingFor.completata}>
          <span className="inline-flex items-center gap-2">
            {TEXT.finalRating}: <FinalRating value={data.final_rating} />
          </span>
        </Alert>
      ) : myTurn ? (
        <Alert variant="info">{TEXT.nextStep[data.status]}</Alert>
      ) : (
        <Alert variant="info">
          {TEXT.waitingFor[data.status]} {!canAct && TEXT.readOnly}
        </Alert>
      )}
      <SectionCard title={TEXT.objectives} titleId="objectives-title">
        {data.actions.edit_objectives ? <ObjectivesEditor review={data} /> : <RatingsForm review={data} />}
      </SectionCard>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={TEXT.removeReview}
        description={TEXT.removeReviewConfirm}
        confirmLabel={TEXT.removeReview}
        pending={remove.isPending}
        error={remove.error ? messageOf(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(data.id, {
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
