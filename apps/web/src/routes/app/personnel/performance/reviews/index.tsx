import { createFileRoute } from '@tanstack/react-router';
import { performanceOverviewQueryOptions } from '@/modules/personnel/performance/api/get-overview';
import { ALL_REVIEWS, reviewsQueryOptions } from '@/modules/personnel/performance/api/list-reviews';
import { ReviewsPage } from '@/modules/personnel/performance/reviews-page';
import { ReviewsListSearch, reviewsQuery } from '@/modules/personnel/performance/search';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/personnel/performance/reviews/')({
  staticData: {
    title: PERSONNEL_TITLES.reviews,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  validateSearch: ReviewsListSearch,
  // A new filter or page runs the loader again; the old page stays until it has its data.
  loaderDeps: ({ search }) => search,
  // The page of reviews, and what the filters offer (the cycles, and the years and people of every review).
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(reviewsQueryOptions(reviewsQuery(deps))),
        queryClient.prefetchQuery(reviewsQueryOptions(ALL_REVIEWS)),
        queryClient.prefetchQuery(performanceOverviewQueryOptions()),
      ]),
    ),
  component: ReviewsPage,
});
