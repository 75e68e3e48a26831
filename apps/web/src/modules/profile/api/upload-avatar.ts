import type { User } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiUpload } from '@/platform/api-client';
import { useAuthStore } from '@/platform/auth-store';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<User>('/api/profile/avatar', form);
}

export const removeAvatar = () => apiDelete<User>('/api/profile/avatar');

export function useUploadAvatar() {
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => useAuthStore.getState().setUser(user),
  });
}

export function useRemoveAvatar() {
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (user) => useAuthStore.getState().setUser(user),
  });
}
