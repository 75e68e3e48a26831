import { type ApiErrorBody, type FieldErrors, groupFieldErrors } from '@portale/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiPath } from '@/platform/access/access';
import { AppError, MESSAGES } from './errors';
import { logSafeError } from './log-safe-error';

function fieldErrorsFrom(error: { validation: { instancePath: string; message?: string }[] }): FieldErrors {
  return groupFieldErrors(
    error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_',
      message: issue.message ?? 'Valore non valido',
    })),
  );
}

/** Maps every error to the envelope `{ success: false, message, code, details? }` with an Italian message. */
export function registerErrorHandling(app: FastifyInstance, options: { serveSpa: (url: string) => boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = { success: false, message: error.message, code: error.code };
      if (error.fields) body.details = { fields: error.fields };
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = {
        success: false,
        message: MESSAGES.validation,
        code: 'VALIDATION_ERROR',
        details: { fields: fieldErrorsFrom(error) },
      };
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      body = { success: false, message: MESSAGES.invalidJson, code: 'INVALID_JSON' };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { success: false, message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = { success: false, message: MESSAGES.unsupportedMedia, code: 'UNSUPPORTED_MEDIA_TYPE' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, message: MESSAGES.rateLimited, code: 'RATE_LIMITED' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: 'Richiesta non valida', code: 'BAD_REQUEST' };
    } else {
      // Unexpected: log everything, tell the client nothing but a request id to quote.
      request.log.error({ err: logSafeError(error) }, 'unexpected error');
      status = 500;
      body = {
        success: false,
        message: MESSAGES.internal,
        code: 'INTERNAL_ERROR',
        details: { request_id: request.id },
      };
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD') && options.serveSpa(path)) {
      // The SPA routes everything else, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, message: MESSAGES.notFound, code: 'NOT_FOUND' });
  });
}
