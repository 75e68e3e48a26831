import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type DashboardWidget, prefetchDashboardWidgets } from './widgets';

const card = (id: string, rules: Partial<DashboardWidget>, asked: string[]): DashboardWidget => ({
  id,
  title: id,
  order: 1,
  component: () => null,
  prefetch: async () => {
    asked.push(id);
  },
  ...rules,
});

describe('dashboard widget prefetch', () => {
  it('loads the data of the cards the user may see, and only those', async () => {
    const asked: string[] = [];
    const modules = [
      [card('open', {}, asked), card('admin-only', { requiredPermission: 'admin_access' }, asked)],
      [
        card('flag-off', { requiresFeature: 'timesheet_module' }, asked),
        card('no-prefetch', { prefetch: undefined }, asked),
      ],
    ];
    const subject = { permissions: ['view_dashboard'], flags: { timesheet_module: false }, flagsFailed: false };
    await prefetchDashboardWidgets(modules, subject, new QueryClient());
    expect(asked).toEqual(['open']);
  });
});
