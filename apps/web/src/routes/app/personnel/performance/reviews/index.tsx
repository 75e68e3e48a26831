import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '@/modules/personnel/performance/reviews-page';
import { ReviewsListSearch } from '@/modules/personnel/performance/search';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/performance/reviews/')({
  staticData: {
    title: PERSONNEL_TEXT.reviews,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  validateSearch: ReviewsListSearch,
  component: ReviewsPage,
});
