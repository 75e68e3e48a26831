/**
 * How long personal data is kept, as the privacy notice states (issue 3) and the retention jobs enforce:
 * one source for both.
 */
export const DATA_RETENTION_MONTHS = {
  contactMessages: 24,
  cookieConsents: 24,
  securityLogs: 12,
} as const;
