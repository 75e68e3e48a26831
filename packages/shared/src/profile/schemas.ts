import { z } from 'zod';
import { personName } from '../names';

export const ProfileUpdate = z.object({
  first_name: personName('Il nome', 'Nome troppo lungo'),
  last_name: personName('Il cognome', 'Cognome troppo lungo'),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export * from './avatar';

/** Spec §3 notification types (plus `info`, the creation default). */
export const NOTIFICATION_TYPES = [
  'task',
  'project',
  'user',
  'message',
  'news',
  'communication',
  'system',
  'info',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  task: 'Attività',
  project: 'Progetti',
  user: 'Utenti',
  message: 'Messaggi',
  news: 'News',
  communication: 'Comunicazioni',
  system: 'Sistema',
  info: 'Informazioni',
};

export const THEMES = ['system', 'light', 'dark'] as const;
export const ThemePreference = z.enum(THEMES);
export type ThemePreference = z.infer<typeof ThemePreference>;

export const UserPreferences = z.object({
  theme: ThemePreference,
  /** Which notification types the user wants to receive; the others are not delivered. */
  notification_types: z.array(NotificationType),
  email_notifications: z.boolean(),
});
export type UserPreferences = z.infer<typeof UserPreferences>;
export const UserPreferencesUpdate = UserPreferences.partial();
export type UserPreferencesUpdate = z.infer<typeof UserPreferencesUpdate>;

export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  theme: 'system',
  notification_types: [...NOTIFICATION_TYPES],
  email_notifications: true,
};
