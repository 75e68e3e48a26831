import { Palette } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { DESIGN_SYSTEM_TEXT } from './strings';

/**
 * Spec §6 gave the design system examples group to whoever holds view_dashboard; they are a developer's tool, so
 * since issue 15 the group and its page are for administrators only.
 */
export const designSystemNav: NavGroup = {
  id: 'design-system',
  label: DESIGN_SYSTEM_TEXT.navGroup,
  icon: Palette,
  requiredPermission: 'admin_access',
  entries: [{ label: DESIGN_SYSTEM_TEXT.navComponents, to: '/app/test/design-system', icon: Palette }],
};
