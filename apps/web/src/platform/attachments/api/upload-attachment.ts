import type { Attachment } from '@portale/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { ATTACHMENT_TEXT } from '../strings';

export interface UploadHandle {
  done: Promise<Attachment>;
  abort: () => void;
}

/**
 * Sends one file with XMLHttpRequest, whose upload events give the progress bar (fetch has none for a request
 * body); same CSRF header and envelope as the api client. `onProgress` gets 0…1.
 */
export function uploadAttachment(
  recordType: string,
  recordId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    xhr.open('POST', `/api/attachments/${recordType}/${recordId}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = useAuthStore.getState().csrf_token;
    if (csrf) xhr.setRequestHeader('X-CSRF-Token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body?.success === true) {
        onProgress(1);
        resolve(body.data as Attachment);
        return;
      }
      reject(
        new ApiError({
          status: xhr.status,
          code: body?.code ?? 'INVALID_RESPONSE',
          message: typeof body?.message === 'string' ? body.message : ATTACHMENT_TEXT.uploadFailed,
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: ATTACHMENT_TEXT.uploadCancelled }));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

function parse(text: string): { success?: boolean; data?: unknown; message?: unknown; code?: never } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
