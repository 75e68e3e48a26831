import { type ApiErrorBody, type FieldErrors, groupFieldErrors } from '@portale/shared';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The SQLSTATE of a database error a client caused (a missing check in a service, found by the API fuzz test):
 * answered as a 409 or 400 instead of a 500, and still logged so the check gets written.
 */
function clientDatabaseError(error: unknown): { status: number; body: ApiErrorBody } | null {
  if (!(error instanceof DrizzleQueryError) && !(error && typeof error === 'object' && 'severity' in error))
    return null;
  const source = (error instanceof DrizzleQueryError ? error.cause : error) as { code?: unknown } | undefined;
  const code = typeof source?.code === 'string' ? source.code : '';
  // A row still referenced (ON DELETE RESTRICT or NO ACTION), or a reference to a row that does not exist.
  if (code === '23001' || code === '23503')
    return { status: 409, body: { success: false, message: MESSAGES.inUse, code: 'CONFLICT' } };
  if (code === '23505') return { status: 409, body: { success: false, message: MESSAGES.duplicate, code: 'CONFLICT' } };
  // Data exceptions (too long, out of range, not a number or date) and NOT NULL or CHECK constraints.
  if (code.startsWith('22') || code === '23502' || code === '23514') {
    return { status: 400, body: { success: false, message: MESSAGES.badValue, code: 'BAD_REQUEST' } };
  }
  return null;
}

/** The envelope of a 4xx raised by Fastify or a plugin, which carry English messages of their own. */
function clientErrorOf(statusCode: number): { status: number; body: ApiErrorBody } {
  switch (statusCode) {
    case 404:
      return { status: 404, body: { success: false, message: MESSAGES.notFound, code: 'NOT_FOUND' } };
    case 406:
    case 415:
      return {
        status: 415,
        body: { success: false, message: MESSAGES.unsupportedMedia, code: 'UNSUPPORTED_MEDIA_TYPE' },
      };
    case 413:
      return { status: 413, body: { success: false, message: MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' } };
    case 414:
      return { status: 414, body: { success: false, message: MESSAGES.uriTooLong, code: 'BAD_REQUEST' } };
    case 429:
      return { status: 429, body: { success: false, message: MESSAGES.rateLimited, code: 'RATE_LIMITED' } };
    default:
      return { status: statusCode, body: { success: false, message: MESSAGES.badRequest, code: 'BAD_REQUEST' } };
  }
}

/**
 * Errors Fastify raises before routing (a path parameter over the router's limit, a malformed URL), which
 * it would otherwise answer with its own English body: the `frameworkErrors` option of the Fastify factory.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ success: false, message: MESSAGES.badUrl, code: 'BAD_REQUEST' } satisfies ApiErrorBody);
    return;
  }
  const { status, body } = clientErrorOf(error.statusCode ?? 400);
  reply.status(status).send(body);
}

/** Maps every error to the envelope `{ success: false, message, code, details? }` with an Italian message. */
export function registerErrorHandling(app: FastifyInstance, options: { serveSpa: (url: string) => boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    let status: number;
    if (request.is404) {
      // The not-found route parses a body too: its parse errors must not hide the 404.
      status = 404;
      body = { success: false, message: MESSAGES.notFound, code: 'NOT_FOUND' };
    } else if (error instanceof AppError) {
      status = error.status;
      body = { success: false, message: error.message, code: error.code };
      if (error.fields) body.details = { fields: error.fields };
      if (error.extra) body.details = { ...body.details, ...error.extra };
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
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      ({ status, body } = clientErrorOf(error.statusCode));
    } else if (clientDatabaseError(error)) {
      request.log.warn({ err: logSafeError(error) }, 'database refused a client value');
      ({ status, body } = clientDatabaseError(error)!);
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
