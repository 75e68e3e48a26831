import { createFileRoute } from '@tanstack/react-router';
import { ReportErrorPage } from '@/modules/help/pages/report-error-page';
import { HELP_PAGE_TITLE } from '@/modules/help/titles';

// Spec §6: help needs view_help and the help_module flag.
export const Route = createFileRoute('/app/help/report-error')({
  staticData: {
    title: HELP_PAGE_TITLE,
    requiresAuth: true,
    requiredPermission: 'view_help',
    requiresFeature: 'help_module',
  },
  component: ReportErrorPage,
});
