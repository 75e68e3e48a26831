import type { AiPromptResult, AnalyzePatternResult, PatternAnalysis } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { loadPattern, type PatternRow, patternSamples, toErrorPattern } from '../patterns';
import { startHealingSession } from '../sessions';
import { selfHealingPatterns } from '../tables';
import type { PatternFacts } from './facts';
import { ANALYSIS_SYSTEM_PROMPT, analysisPrompt, buildHealingPrompt, USAGE_INSTRUCTIONS } from './prompt';
import { type AiProvider, AiProviderError } from './providers';
import { ruleBasedAnalysis } from './rule-based';

const AI_MAX_TOKENS = 1200;

/** What we take from a model's answer; anything missing comes from the rule-based analysis. */
const AiAnswer = z.object({
  summary: z.string().min(1).max(2000),
  probable_cause: z.string().min(1).max(4000),
  affected_area: z.string().max(1000).optional(),
  suggested_steps: z.array(z.string().max(1000)).max(12).optional(),
  suspected_files: z.array(z.string().max(300)).max(20).optional(),
  confidence: z.enum(['low', 'medium', 'high']).optional(),
});

/** The JSON object in a model's answer (models sometimes wrap it in prose or a code fence). */
export function parseAiAnswer(text: string): z.infer<typeof AiAnswer> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new AiProviderError('La risposta del servizio AI non contiene un oggetto JSON');
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new AiProviderError('La risposta del servizio AI non è un JSON valido');
  }
  const parsed = AiAnswer.safeParse(json);
  if (!parsed.success) throw new AiProviderError('La risposta del servizio AI non ha i campi attesi');
  return parsed.data;
}

async function factsOf(db: Db, row: PatternRow): Promise<PatternFacts> {
  return { pattern: toErrorPattern(row), topFrames: row.top_frames, samples: await patternSamples(db, row.id) };
}

/**
 * AI analysis of patterns (spec §7 analyze): through the configured provider, or the rule-based analyser when
 * none is configured or the provider fails. Results are stored on the pattern and reused unless forced; one
 * analysis per pattern runs at a time on this instance.
 */
export class PatternAnalyser {
  private readonly inFlight = new Map<string, Promise<PatternAnalysis>>();

  constructor(
    private readonly provider: AiProvider | null,
    /** Why a configured provider cannot be used (bad settings), shown as the analysis notice. */
    private readonly providerProblem: string | null = null,
  ) {}

  async analyze(db: Db, actor: Actor, id: string, force: boolean): Promise<AnalyzePatternResult> {
    const row = await loadPattern(db, id);
    if (row.analysis && !force) return { analysis: row.analysis as PatternAnalysis, cached: true };
    let running = this.inFlight.get(id);
    if (!running) {
      running = this.run(db, actor, row).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, running);
    }
    return { analysis: await running, cached: false };
  }

  private async run(db: Db, actor: Actor, row: PatternRow): Promise<PatternAnalysis> {
    const facts = await factsOf(db, row);
    const analysis = await this.analysisOf(facts);
    // Pattern data leaves the server when a provider is used: keep a trace of who sent what where.
    await audited(
      db,
      actor,
      (tx) =>
        tx
          .update(selfHealingPatterns)
          .set({ analysis, analyzed_at: sql`now()` })
          .where(eq(selfHealingPatterns.id, row.id)),
      {
        action: 'self_healing.pattern_analyzed',
        targetType: 'self_healing_pattern',
        targetId: row.id,
        details: { provider: analysis.provider, model: analysis.model },
      },
    );
    return analysis;
  }

  private async analysisOf(facts: PatternFacts): Promise<PatternAnalysis> {
    const baseline = ruleBasedAnalysis(facts, this.providerProblem);
    if (!this.provider) return baseline;
    try {
      const answer = parseAiAnswer(
        await this.provider.complete({
          system: ANALYSIS_SYSTEM_PROMPT,
          prompt: analysisPrompt(facts, baseline),
          maxTokens: AI_MAX_TOKENS,
        }),
      );
      return {
        ...baseline,
        summary: answer.summary,
        probable_cause: answer.probable_cause,
        affected_area: answer.affected_area || baseline.affected_area,
        suggested_steps: answer.suggested_steps?.length ? answer.suggested_steps : baseline.suggested_steps,
        suspected_files: answer.suspected_files?.length ? answer.suspected_files : baseline.suspected_files,
        confidence: answer.confidence ?? 'medium',
        provider: this.provider.name,
        model: this.provider.model,
        notice: null,
      };
    } catch (error) {
      const reason = error instanceof AiProviderError ? error.message : 'errore imprevisto del servizio AI';
      return ruleBasedAnalysis(facts, `Analisi basata su regole: ${reason}.`);
    }
  }

  /**
   * Spec §7 generate-prompt: a prompt for a coding assistant with the pattern, samples, stack, environment
   * and suspected files, and the healing session it opens (or continues).
   */
  async generatePrompt(db: Db, actor: Actor, id: string, includeContext: boolean): Promise<AiPromptResult> {
    const { analysis } = await this.analyze(db, actor, id, false);
    const facts = await factsOf(db, await loadPattern(db, id));
    const prompt = buildHealingPrompt(facts, analysis, includeContext);
    const sessionId = await audited(
      db,
      actor,
      (tx) => startHealingSession(tx, actor, id, prompt),
      (started) => ({
        action: 'self_healing.prompt_generated',
        targetType: 'self_healing_pattern',
        targetId: id,
        details: { healing_session_id: started, include_context: includeContext },
      }),
    );
    return {
      claude_prompt: prompt,
      healing_session_id: sessionId,
      pattern_analysis: analysis,
      usage_instructions: USAGE_INSTRUCTIONS,
      generated_at: new Date().toISOString(),
    };
  }
}
