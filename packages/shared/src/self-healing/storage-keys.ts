/** Session storage keys of the browser collector (spec §9: session id, page-load count, page start time). */
export const ERROR_COLLECTOR_STORAGE_KEYS = {
  sessionId: 'portale-error-session-id',
  pageLoads: 'portale-error-page-loads',
  pageStart: 'portale-error-page-start',
} as const;
