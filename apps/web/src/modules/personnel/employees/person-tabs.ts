import type { ComponentType } from 'react';

/** A tab of the person page contributed by another area of the module (skills, allocation, performance). */
export type PersonTabComponent = ComponentType<{ personId: string }>;

export interface PersonTabs {
  skills: PersonTabComponent;
  allocation: PersonTabComponent;
  performance: PersonTabComponent;
}
