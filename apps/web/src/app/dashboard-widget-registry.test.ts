import { DEFAULT_ROLE_PERMISSIONS } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { visibleDashboardWidgets } from '@/platform/dashboard/widgets';

const widget = (id: string, order: number, extra: Partial<DashboardWidget> = {}): DashboardWidget => ({
  id,
  title: id,
  order,
  component: () => null,
  ...extra,
});

const MODULES = [
  [widget('messages', 50, { requiredPermission: 'admin_access' }), widget('news', 10)],
  [
    widget('hours', 20, {
      requiredPermission: ['manage_timesheets', 'view_all_projects'],
      requiresFeature: 'timesheet_module',
    }),
  ],
];

const ids = (list: DashboardWidget[]) => list.map((w) => w.id);

describe('dashboard widgets visibility', () => {
  it('filters by permission and flag like the sidebar, sorted by order', () => {
    const flags = { timesheet_module: true };
    expect(
      ids(visibleDashboardWidgets(MODULES, { permissions: DEFAULT_ROLE_PERMISSIONS.admin, flags, flagsFailed: false })),
    ).toEqual(['news', 'hours', 'messages']);
    expect(
      ids(
        visibleDashboardWidgets(MODULES, { permissions: DEFAULT_ROLE_PERMISSIONS.employee, flags, flagsFailed: false }),
      ),
    ).toEqual(['news', 'hours']);
    expect(
      ids(
        visibleDashboardWidgets(MODULES, { permissions: DEFAULT_ROLE_PERMISSIONS.client, flags, flagsFailed: false }),
      ),
    ).toEqual(['news']);
  });

  it('hides a widget whose flag is off, unless flags failed to load', () => {
    const employee = DEFAULT_ROLE_PERMISSIONS.employee;
    expect(ids(visibleDashboardWidgets(MODULES, { permissions: employee, flags: {}, flagsFailed: false }))).toEqual([
      'news',
    ]);
    expect(ids(visibleDashboardWidgets(MODULES, { permissions: employee, flags: {}, flagsFailed: true }))).toEqual([
      'news',
      'hours',
    ]);
  });
});
