import type { Attachment } from '@portale/shared';
import { ApiError } from '@/platform/api-error';
import { postWithProgress } from '@/platform/upload-with-progress';
import { ATTACHMENT_TEXT } from '../strings';

export interface UploadHandle {
  done: Promise<Attachment>;
  abort: () => void;
}

/**
 * Sends one file with its upload progress (platform/upload-with-progress); `onProgress` gets 0…1. An aborted
 * upload rejects with an ApiError saying so, which the list shows like any other failure.
 */
export function uploadAttachment(
  recordType: string,
  recordId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const controller = new AbortController();
  const done = postWithProgress<Attachment>(`/api/attachments/${recordType}/${recordId}`, {}, file, onProgress, {
    signal: controller.signal,
    failureMessage: ATTACHMENT_TEXT.uploadFailed,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new ApiError({ status: 0, code: 'NETWORK', message: ATTACHMENT_TEXT.uploadCancelled });
    throw error;
  });
  return { done, abort: () => controller.abort() };
}
