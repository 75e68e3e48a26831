// The preferences table lives in the platform: notify() honours it for every module.
export { userPreferences } from '@/platform/auth/preferences-tables';
