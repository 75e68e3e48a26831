import { z } from 'zod';
import { NOTIFICATIONS_LIST_LIMIT } from '../constants';
import { NotificationType } from '../profile/schemas';

/** Spec §3 notification. */
export const Notification = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: NotificationType,
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** Spec §7: the list response has notifications and unread_count. */
export const NotificationList = z.object({ notifications: z.array(Notification), unread_count: z.number() });
export type NotificationList = z.infer<typeof NotificationList>;

export const UnreadCount = z.object({ unread_count: z.number() });

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const NotificationListQuery = z.object({
  unread_only: booleanFlag.optional().default(false),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Il limite deve essere almeno 1')
    .max(200, 'Al massimo 200 notifiche')
    .default(NOTIFICATIONS_LIST_LIMIT),
});

/** Only same-origin paths: a notification must never send someone to another site. */
export const NotificationLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, 'Il link deve essere un percorso interno che inizia con /');

/** Spec §3 notification creation payload: type defaults to info. */
export const NotificationCreate = z.object({
  user_id: z.uuid('Utente non valido'),
  title: z
    .string({ error: 'Il titolo è obbligatorio' })
    .trim()
    .min(1, 'Il titolo è obbligatorio')
    .max(200, 'Titolo troppo lungo'),
  message: z.string().trim().max(2000, 'Messaggio troppo lungo').default(''),
  type: NotificationType.default('info'),
  link: NotificationLink.nullable().optional(),
});
export type NotificationCreate = z.input<typeof NotificationCreate>;

/** What the SSE stream sends: a new notification, or the new unread count. */
export type RealtimeEvent =
  | { event: 'notification'; data: Notification }
  | { event: 'unread_count'; data: { unread_count: number } };
