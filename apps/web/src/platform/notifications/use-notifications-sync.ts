import { useEffect } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { useFeatureEnabled } from '@/platform/flags-store';
import { startNotificationsSync, stopNotificationsSync } from './notifications-sync';

/** Runs the sync while a user is logged in and the notifications flag is on; restarts when a flag changes. */
export function useNotificationsSync(): boolean {
  const enabled = useFeatureEnabled('notifications');
  const realtime = useFeatureEnabled('real_time_updates');
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!enabled || !userId) return;
    startNotificationsSync(userId, { realtime });
    return stopNotificationsSync;
  }, [enabled, realtime, userId]);
  return enabled && userId !== null;
}
