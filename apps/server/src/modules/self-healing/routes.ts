import {
  AiPromptResult,
  AnalyzePatternBody,
  AnalyzePatternResult,
  CompleteSessionBody,
  ErrorPattern,
  envelopeOf,
  GeneratePromptBody,
  HealingSession,
  HealingSessionList,
  HealingSessionListQuery,
  HealthUpdateResult,
  PatternDetail,
  PatternList,
  PatternListQuery,
  PatternStatusUpdate,
  SelfHealingDashboard,
  SubmitErrorBody,
  SubmitErrorResult,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { PatternAnalyser } from './analysis/analyze';
import { createAiProvider } from './analysis/providers';
import { patternAuditNames } from './audit-names';
import { selfHealingDashboard } from './dashboard';
import { healthJob, recordHealth } from './health';
import { getPatternDetail, listPatterns, setPatternStatus } from './patterns';
import { completeHealingSession, listHealingSessions } from './sessions';
import { ErrorSubmissions } from './submit';

/** `/api/self-healing`: error submission, and the monitoring pages' data and actions. */
export async function selfHealingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('self_healing_pattern', patternAuditNames);
  const tags = ['self-healing'];
  // Spec §6: the self-healing pages need view_system_health; the admin group has no module flag.
  const access = { permission: 'view_system_health' } as const;

  const submissions = new ErrorSubmissions(app.database, app.log);
  app.addHook('onClose', () => submissions.flush());
  const { provider, problem } = createAiProvider(app.serverConfig.ai);
  if (problem) app.log.warn(`Analisi AI: ${problem}. Uso l'analisi basata su regole.`);
  const analyser = new PatternAnalyser(provider, problem);
  app.scheduler.register(healthJob(app.db));

  // Public: logged-in users everywhere and anonymous visitors of the public pages report errors. The rate limit
  // runs before validation so a flood costs no more than parsing its JSON.
  r.post(
    '/submit-error',
    {
      access: 'public',
      preValidation: async (request, reply) => {
        if (await submissions.admit(request, reply)) return reply;
      },
      schema: { tags, body: SubmitErrorBody, response: { 200: envelopeOf(SubmitErrorResult) } },
    },
    async (request) => {
      const result = await submissions.submit(request, request.body);
      return ok(result, 'Segnalazione ricevuta');
    },
  );

  r.get(
    '/dashboard',
    { access, schema: { tags, response: { 200: envelopeOf(SelfHealingDashboard) } } },
    async (request) => ok(await selfHealingDashboard(app.db, requireActor(request))),
  );

  r.post(
    '/health/update',
    { access, schema: { tags, response: { 200: envelopeOf(HealthUpdateResult) } } },
    async (request) => {
      requireActor(request);
      const health = await recordHealth(app.db);
      return ok(
        {
          health_score: health.score,
          status: health.status,
          timestamp: health.timestamp,
          error_count_24h: health.error_count_24h,
          critical_errors: health.critical_errors,
          pending_issues: health.pending_issues,
        },
        'Stato di salute aggiornato',
      );
    },
  );

  r.get(
    '/patterns',
    { access, schema: { tags, querystring: PatternListQuery, response: { 200: envelopeOf(PatternList) } } },
    async (request) => ok(await listPatterns(app.db, requireActor(request), request.query)),
  );

  r.get(
    '/patterns/:id',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(PatternDetail) } } },
    async (request) => ok(await getPatternDetail(app.db, requireActor(request), request.params.id)),
  );

  r.put(
    '/patterns/:id/status',
    {
      access,
      schema: { tags, params: IdParams, body: PatternStatusUpdate, response: { 200: envelopeOf(ErrorPattern) } },
    },
    async (request) =>
      ok(
        await setPatternStatus(app.db, requireActor(request), request.params.id, request.body),
        'Stato dello schema aggiornato',
      ),
  );

  r.post(
    '/patterns/:id/analyze',
    {
      access,
      schema: { tags, params: IdParams, body: AnalyzePatternBody, response: { 200: envelopeOf(AnalyzePatternResult) } },
    },
    async (request) => {
      const result = await analyser.analyze(
        app.db,
        requireActor(request),
        request.params.id,
        request.body.force_reanalysis,
      );
      return ok(result, result.cached ? 'Analisi già disponibile' : 'Analisi completata');
    },
  );

  r.post(
    '/patterns/:id/generate-prompt',
    {
      access,
      schema: { tags, params: IdParams, body: GeneratePromptBody, response: { 200: envelopeOf(AiPromptResult) } },
    },
    async (request) =>
      ok(
        await analyser.generatePrompt(app.db, requireActor(request), request.params.id, request.body.include_context),
        'Prompt generato',
      ),
  );

  r.get(
    '/sessions',
    {
      access,
      schema: { tags, querystring: HealingSessionListQuery, response: { 200: envelopeOf(HealingSessionList) } },
    },
    async (request) => ok(await listHealingSessions(app.db, requireActor(request), request.query)),
  );

  r.put(
    '/sessions/:id/complete',
    {
      access,
      schema: { tags, params: IdParams, body: CompleteSessionBody, response: { 200: envelopeOf(HealingSession) } },
    },
    async (request) =>
      ok(
        await completeHealingSession(app.db, requireActor(request), request.params.id, request.body),
        'Sessione di correzione completata',
      ),
  );
}
