import {
  formatDay,
  PROJECT_STATUS_LABELS,
  type ProjectActivity,
  type ProjectStatus,
  TASK_PRIORITY_LABELS,
  type TaskPriority,
  todayInRome,
} from '@portale/shared';
import type { BadgeTone } from '@/ui/badge';

export function formatPeriod(start: string | null, end: string | null): string {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `dal ${formatDay(start)}`;
  if (end) return `fino al ${formatDay(end)}`;
  return '—';
}

export const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  pianificazione: 'info',
  attivo: 'success',
  in_pausa: 'warning',
  completato: 'primary',
  annullato: 'neutral',
};

export const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = {
  bassa: 'neutral',
  media: 'info',
  alta: 'warning',
  urgente: 'danger',
};

export const statusLabel = (status: ProjectStatus) => PROJECT_STATUS_LABELS[status];
export const priorityLabel = (priority: TaskPriority) => TASK_PRIORITY_LABELS[priority];

/** Past its due date in Rome's calendar and not done. */
export const isOverdue = (due: string | null, status: string, today = todayInRome()) =>
  due !== null && status !== 'completato' && due < today;

const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '');

/** One line of the activity log, in Italian, from its action and details. */
export function describeActivity(entry: Pick<ProjectActivity, 'action' | 'details'>): string {
  const d = entry.details;
  const title = typeof d.title === 'string' ? `«${d.title}»` : '';
  switch (entry.action) {
    case 'project.created':
      return 'ha creato il progetto';
    case 'project.updated':
      return `ha modificato ${list(d.fields) || 'il progetto'}`;
    case 'project.status_changed':
      return `ha cambiato lo stato da «${PROJECT_STATUS_LABELS[d.from as ProjectStatus] ?? d.from}» a «${PROJECT_STATUS_LABELS[d.to as ProjectStatus] ?? d.to}»`;
    case 'project.deleted':
      return 'ha eliminato il progetto';
    case 'project.restored':
      return 'ha ripristinato il progetto';
    case 'members.changed': {
      const parts = [
        list(d.added) && `ha aggiunto al team ${list(d.added)}`,
        list(d.removed) && `ha tolto dal team ${list(d.removed)}`,
      ].filter(Boolean);
      return parts.length ? parts.join('; ') : 'ha aggiornato ruoli e allocazioni del team';
    }
    case 'task.created':
      return `ha creato il task ${title}`;
    case 'task.updated':
      return `ha modificato il task ${title}`;
    case 'task.moved':
      return `ha spostato il task ${title} da «${d.from}» a «${d.to}»`;
    case 'task.completed':
      return `ha completato il task ${title}`;
    case 'task.deleted':
      return `ha eliminato il task ${title}`;
    case 'tasks.bulk_updated':
      return `ha modificato ${d.count} task insieme${d.to ? ` (stato: «${d.to}»)` : ''}`;
    default:
      return entry.action;
  }
}

/** "e-commerce, React ," → ['e-commerce', 'React'] */
export const parseTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/** An Italian decimal ("7,5") as a number; '' is null; anything else NaN (the schema then reports it). */
export function parseDecimal(text: unknown): number | null | typeof Number.NaN {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string' || text.trim() === '') return null;
  const trimmed = text.trim();
  // "1.234,5" is Italian; "7.5" (no comma) is a decimal point.
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

export const decimalToText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
