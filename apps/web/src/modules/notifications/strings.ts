import { plural } from '@portale/shared';
import { UI_TEXT } from '@/ui/strings';

/** Italian texts of the notification bell and panel. */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifiche',
  /** Spec §9: the badge shows '9+' above 9. */
  badge: (count: number) => (count > 9 ? '9+' : String(count)),
  trigger: (unread: number) =>
    unread === 0 ? 'Notifiche' : plural(unread, { one: 'Notifiche, {n} non letta', other: 'Notifiche, {n} non lette' }),
  /** Spec §9: the panel shows 'N totali'. */
  total: (count: number) => `${count} totali`,
  markAll: 'Segna tutte come lette',
  markedAll: 'Tutte le notifiche sono state segnate come lette',
  unread: 'Non letta',
  loading: 'Caricamento delle notifiche',
  retry: UI_TEXT.retry,
  emptyTitle: 'Nessuna notifica',
  emptyHint: 'Quando ci sarà qualcosa per te, lo troverai qui.',
  list: 'Elenco delle notifiche',
} as const;
