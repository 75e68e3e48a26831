import { ROLE_LABELS, type Role, USER_STATUS_LABELS, type UserStatus } from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';

const ROLE_TONES: Record<Role, BadgeTone> = {
  admin: 'primary',
  manager: 'info',
  employee: 'neutral',
  client: 'neutral',
};
const STATUS_TONES: Record<UserStatus, BadgeTone> = { active: 'success', pending: 'warning', disabled: 'danger' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
