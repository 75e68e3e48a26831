import type { AttachmentList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { attachmentsKey } from './keys';

export const listAttachments = (recordType: string, recordId: string) =>
  apiGet<AttachmentList>(`/api/attachments/${recordType}/${recordId}`);

export const attachmentsQueryOptions = (recordType: string, recordId: string) =>
  queryOptions({
    queryKey: attachmentsKey(recordType, recordId),
    queryFn: () => listAttachments(recordType, recordId),
  });

export const useAttachments = (recordType: string, recordId: string) =>
  useSuspenseQuery(attachmentsQueryOptions(recordType, recordId));
