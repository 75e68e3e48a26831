import type { ComponentType } from 'react';

/**
 * A tab of the person page contributed by another area of the module (skills, allocation, performance) or by
 * another module through the route file (the timesheet's leave balances).
 */
export type PersonTabComponent = ComponentType<{ personId: string }>;

export interface PersonTabs {
  skills: PersonTabComponent;
  allocation: PersonTabComponent;
  performance: PersonTabComponent;
  /** Leave balances and HR's adjustments: shown to the person, their manager and HR, with the timesheet on. */
  leave: PersonTabComponent;
}
