import type { ProfileUpdate, User } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { useAuthStore } from '@/platform/auth-store';

export const updateProfile = (body: ProfileUpdate) => apiPut<User>('/api/profile', body);

/** The header, sidebar and greeting read the auth store, so the new name shows everywhere at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => useAuthStore.getState().setUser(user),
  });
}
