import { createFileRoute } from '@tanstack/react-router';
import { reviewQueryOptions } from '@/modules/personnel/performance/api/get-review';
import { ReviewPage } from '@/modules/personnel/performance/review-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/performance/reviews/$reviewId')({
  staticData: {
    title: PERSONNEL_TITLES.reviews,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(reviewQueryOptions(params.reviewId)),
  component: ReviewPage,
});
