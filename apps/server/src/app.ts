import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@portale/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverModules } from './modules';
import { registerHomePage } from './modules/public-site/home-page';
import { registerAccessControl } from './platform/access/access';
import { attachmentPurgeJob } from './platform/attachments/jobs';
import { registerBackupControl } from './platform/backup/control';
import type { ServerConfig } from './platform/config';
import type { Database, Db } from './platform/db/database';
import { registerCompression } from './platform/http/compression';
import { frameworkErrorHandler, registerErrorHandling } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { registerRequestLog } from './platform/http/request-log';
import { registerSecurityHeaders } from './platform/http/security';
import { housekeepingJob } from './platform/jobs/housekeeping';
import { Scheduler } from './platform/jobs/scheduler';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { registerMetrics } from './platform/metrics/metrics';
import { realtimeEventsFor } from './platform/notifications/notify';
import { notificationRetentionJob } from './platform/notifications/retention';
import { RealtimeHub } from './platform/realtime/hub';
import { createStorage } from './platform/storage/create';
import { orphanBlobsJob } from './platform/storage/jobs';
import type { FileStorage } from './platform/storage/storage';

// Generic zod messages (wrong type, missing field) in Italian; our schemas carry their own where it matters.
z.config(z.locales.it());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    serverConfig: ServerConfig;
    storage: FileStorage;
    mailer: Mailer;
    scheduler: Scheduler;
    realtime: RealtimeHub;
    /** Embedded database only: the token of the local backup channel (main.ts writes it into DATA_DIR). */
    backupControlToken: string | null;
  }
}

export const BODY_LIMIT_BYTES = 1_048_576;

export interface BuildAppOptions {
  database: Database;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass a recording mailer. */
  mailer?: Mailer;
  /** Tests may pass their own storage; else the one the configuration names. */
  storage?: FileStorage;
}

/**
 * Pino options: never log passwords, cookies or tokens. `pretty` (development only: pino-pretty is a dev
 * dependency) prints readable lines instead of JSON.
 */
export function loggerOptions(level: string, pretty = false): FastifyServerOptions['logger'] {
  return {
    level,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              // A request's line reads "GET /api/config 200 4.2 ms"; its other fields follow below it.
              messageFormat: '{if method}{method} {path} {status} {response_time_ms} ms{end}{if msg} {msg}{end}',
              ignore: 'pid,hostname,method,path,status,response_time_ms',
            },
          },
        }
      : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.current_password',
        '*.new_password',
      ],
      censor: '[riservato]',
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, written by registerRequestLog, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('serverConfig', config);
  app.decorate('storage', options.storage ?? createStorage(config));
  app.addHook('onClose', async () => app.storage.close?.());
  app.decorate('mailer', options.mailer ?? createMailer(config.smtpUrl, config.mailFrom));
  // Registered here, started by main.ts only: tests and scripts never get background timers.
  app.decorate('scheduler', new Scheduler(app.log, database));
  app.scheduler.register(housekeepingJob(database.db));
  app.scheduler.register(orphanBlobsJob(database.db, app.storage));
  app.scheduler.register(attachmentPurgeJob(database.db, app.storage));
  app.scheduler.register(notificationRetentionJob(database.db, config.notificationRetentionDays));
  app.addHook('onClose', async () => app.scheduler.stop());

  const realtime = new RealtimeHub(database, (userIds, ids) => realtimeEventsFor(database.db, userIds, ids));
  await realtime.start();
  app.decorate('realtime', realtime);
  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => realtime.stop());

  await app.register(cookie);
  // Uploads: one file per request, streamed by receiveUpload (docs/storage.md) with each route's limit and kinds.
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });
  await registerSecurityHeaders(app);
  registerInputGuard(app);
  registerAccessControl(app, database.db, { metricsToken: config.metricsToken });
  registerRequestLog(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Portale API', version: APP_VERSION, description: 'API del portale aziendale' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portale_sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { access: 'public', schema: { hide: true } }, () => app.swagger());

  const webDist = config.webDistDir;
  const serveSpa = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress): sent per Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/: cache it for good; anything else revalidates.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // After the SPA's files (compressed at build time), before the API routes it compresses on the fly.
  await registerCompression(app);
  // The home page's index.html carries its first screen, built per request: compressed on the fly.
  if (webDist !== null && serveSpa) registerHomePage(app, webDist);
  registerMetrics(app, { database, poolMax: config.databasePoolMax, realtime, scheduler: app.scheduler });
  registerErrorHandling(app, { serveSpa: () => serveSpa });

  app.decorate('backupControlToken', database.dumpDataDir ? registerBackupControl(app, database) : null);

  for (const module of serverModules) {
    for (const [prefix, routes] of Object.entries(module.routes)) await app.register(routes, { prefix });
  }
  return app;
}
