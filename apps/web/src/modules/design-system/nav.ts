import { Palette } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { DESIGN_SYSTEM_TEXT } from './strings';

/** Spec §6: the design system examples group needs view_dashboard; the page itself needs only a login. */
export const designSystemNav: NavGroup = {
  id: 'design-system',
  label: DESIGN_SYSTEM_TEXT.navGroup,
  icon: Palette,
  requiredPermission: 'view_dashboard',
  entries: [{ label: DESIGN_SYSTEM_TEXT.navComponents, to: '/app/test/design-system', icon: Palette }],
};
