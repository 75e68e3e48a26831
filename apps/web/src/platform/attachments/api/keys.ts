/** Every attachment list: one record's under [ATTACHMENTS_KEY, recordType, recordId]. */
export const ATTACHMENTS_KEY = ['attachments'] as const;

export const attachmentsKey = (recordType: string, recordId: string) =>
  [...ATTACHMENTS_KEY, recordType, recordId] as const;
