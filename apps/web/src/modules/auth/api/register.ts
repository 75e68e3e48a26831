import type { RegisterBody, RegisterResult } from '@portale/shared';
import { apiPost } from '@/platform/api-client';

export const register = (body: RegisterBody) => apiPost<RegisterResult>('/api/auth/register', body);
