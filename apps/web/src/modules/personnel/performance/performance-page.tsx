import { Link } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { usePerformanceOverview } from './api/get-overview';
import { CyclesPanel } from './components/cycles-panel';
import { ReviewList } from './components/review-list';
import { PERFORMANCE_TEXT as TEXT } from './strings';

/**
 * `/app/personnel/performance`: my reviews, the ones waiting for me, and for HR the cycles with their progress.
 * The route loader prefetches the overview.
 */
export function PerformancePage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={PERSONNEL_TITLES.performance}
        description={TEXT.overviewDescription}
        actions={
          <Link to="/app/personnel/performance/reviews" className={buttonStyles({ variant: 'secondary' })}>
            <ListChecks className="size-4" aria-hidden="true" />
            {TEXT.allReviews}
          </Link>
        }
      />
      <PersonnelSectionBar />
      <QueryBoundary
        fallback={
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        }
        errorTitle={TEXT.loadFailed}
      >
        <Overview />
      </QueryBoundary>
    </div>
  );
}

function Overview() {
  const { data } = usePerformanceOverview();
  // The server lists others' reviews awaiting this user; their own self-review waiting for them belongs here too.
  const toAct = [...data.my_reviews.filter((review) => review.status === 'autovalutazione'), ...data.to_act];
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={TEXT.myReviews} description={TEXT.myReviewsHint} titleId="my-reviews">
          <ReviewList reviews={data.my_reviews} empty={TEXT.noMyReviews} />
        </SectionCard>
        <SectionCard title={TEXT.toAct} description={TEXT.toActHint} titleId="to-act">
          <ReviewList reviews={toAct} showEmployee empty={TEXT.noToAct} />
        </SectionCard>
      </div>
      {data.can_manage_cycles && <CyclesPanel cycles={data.cycles} />}
    </>
  );
}
