import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';

/**
 * A multipart POST with upload progress, which fetch cannot report: XMLHttpRequest, with the same envelope,
 * CSRF header and Italian errors as platform/api-client. The fields go before the file, as the server reads them.
 * Aborting through `signal` rejects with an `AbortError`. Used by the documents' uploads and the attachments.
 */
export function postWithProgress<T>(
  path: string,
  fields: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  options: { signal?: AbortSignal; failureMessage?: string } = {},
): Promise<T> {
  const { signal, failureMessage = INVALID_RESPONSE_MESSAGE } = options;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    const csrf = useAuthStore.getState().csrf_token;
    if (csrf) request.setRequestHeader('X-CSRF-Token', csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE }));
    request.onabort = () => reject(new DOMException('Caricamento annullato', 'AbortError'));
    request.onload = () => {
      let payload: { success?: boolean; data?: unknown; message?: string; code?: string } | null = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300 && payload?.success) {
        onProgress(1);
        resolve(payload.data as T);
        return;
      }
      reject(
        new ApiError({
          status: request.status,
          code: (payload?.code as ApiError['code']) ?? 'INVALID_RESPONSE',
          message: typeof payload?.message === 'string' ? payload.message : failureMessage,
        }),
      );
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
