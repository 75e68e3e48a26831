import {
  ERROR_REPORT_TYPE_LABELS,
  type ErrorSample,
  PATTERN_STATUS_LABELS,
  type PatternAnalysis,
  SEVERITY_LABELS,
} from '@portale/shared';
import { componentsOf, type PatternFacts, pagesOf } from './facts';

const STACK_MAX = 4000;
const SAMPLES_IN_PROMPT = 3;

function typeLabel(type: string): string {
  return (ERROR_REPORT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

function fence(text: string): string {
  // A stack containing ``` must not close the block early.
  return `\`\`\`text\n${text.replaceAll('```', "'''")}\n\`\`\``;
}

function environmentOf(sample: ErrorSample): string[] {
  const lines: string[] = [];
  if (sample.url) lines.push(`- Indirizzo: ${sample.url}`);
  const page = sample.page_context;
  if (page?.title) lines.push(`- Titolo della pagina: ${String(page.title)}`);
  if (sample.user_agent) lines.push(`- Browser: ${sample.user_agent}`);
  const browser = sample.browser_context as {
    viewport?: { width?: number; height?: number } | null;
    connection?: { effective_type?: string | null } | null;
    memory?: { used_js_heap_size?: number | null } | null;
  } | null;
  if (browser?.viewport?.width) lines.push(`- Viewport: ${browser.viewport.width}×${browser.viewport.height}`);
  if (browser?.connection?.effective_type) lines.push(`- Connessione: ${browser.connection.effective_type}`);
  if (browser?.memory?.used_js_heap_size) {
    lines.push(`- Memoria JS usata: ${Math.round(browser.memory.used_js_heap_size / 1_048_576)} MB`);
  }
  if (sample.filename) lines.push(`- File: ${sample.filename}:${sample.lineno ?? '?'}:${sample.colno ?? '?'}`);
  if (sample.occurred_at) lines.push(`- Avvenuto: ${sample.occurred_at}`);
  return lines;
}

/** The facts of a pattern as Markdown: shared by the AI analysis request and the healing prompt. */
export function describePattern(facts: PatternFacts, includeContext: boolean): string {
  const { pattern } = facts;
  const lines = [
    '## Il problema',
    `- Tipo: ${typeLabel(pattern.error_type)} (${pattern.error_type}), ${pattern.source === 'manual' ? 'segnalato da un utente' : 'raccolto automaticamente'}`,
    `- Messaggio normalizzato: ${pattern.title}`,
    `- Messaggio reale: ${pattern.message}`,
    `- Gravità: ${SEVERITY_LABELS[pattern.severity]} (${pattern.severity})`,
    `- Occorrenze: ${pattern.occurrence_count} (utenti coinvolti: ${pattern.affected_users}, sessioni: ${pattern.affected_sessions})`,
    `- Prima occorrenza: ${pattern.first_seen_at}; ultima: ${pattern.last_seen_at}`,
    `- Stato: ${PATTERN_STATUS_LABELS[pattern.status]}${pattern.regression_count ? `, ricomparso ${pattern.regression_count} volte dopo essere stato risolto` : ''}`,
  ];
  const pages = pagesOf(facts);
  if (pages.length) lines.push(`- Pagine: ${pages.slice(0, 5).join(', ')}`);
  const components = componentsOf(facts);
  if (components.length) lines.push(`- Percorso dei componenti: ${components.join(' › ')}`);
  if (facts.topFrames.length) lines.push(`- Frame principali: ${facts.topFrames.join(' ← ')}`);
  if (!includeContext) return lines.join('\n');

  const samples = facts.samples.slice(0, SAMPLES_IN_PROMPT);
  const latest = samples[0];
  if (latest?.stack) lines.push('', '## Stack trace (campione più recente)', fence(latest.stack.slice(0, STACK_MAX)));
  if (latest) {
    const environment = environmentOf(latest);
    if (environment.length) lines.push('', '## Ambiente', ...environment);
    if (latest.error_context && Object.keys(latest.error_context).length) {
      lines.push('', '## Contesto dell’errore', fence(JSON.stringify(latest.error_context, null, 2).slice(0, 2000)));
    }
  }
  if (samples.length > 1) {
    lines.push('', '## Altri campioni');
    for (const sample of samples.slice(1))
      lines.push(`- ${sample.received_at}: ${sample.message} (${sample.url ?? 'indirizzo sconosciuto'})`);
  }
  return lines.join('\n');
}

/** Spec §3 claude_prompt: a ready-to-paste task for a coding assistant working in this repository. */
export function buildHealingPrompt(facts: PatternFacts, analysis: PatternAnalysis, includeContext: boolean): string {
  const sections = [
    '# Correggi un errore ricorrente del portale',
    '',
    'Lavori nel repository del portale aziendale: monorepo npm con `apps/web` (React 19, Vite, TanStack Router e Query, Tailwind), `apps/server` (Fastify 5, Drizzle, PostgreSQL o PGlite) e `packages/shared` (schemi zod e costanti condivisi). Il sistema di monitoraggio ha raggruppato le occorrenze di questo errore in un unico schema.',
    '',
    describePattern(facts, includeContext),
    '',
    '## Analisi preliminare',
    `- Sintesi: ${analysis.summary}`,
    `- Causa probabile: ${analysis.probable_cause}`,
    `- Area coinvolta: ${analysis.affected_area}`,
    ...analysis.suggested_steps.map((step) => `- ${step}`),
    '',
    '## File sospetti (ipotesi da verificare)',
    ...(analysis.suspected_files.length
      ? analysis.suspected_files.map((file) => `- ${file}`)
      : ['- Nessuno individuato: parti dallo stack trace e dalla pagina indicata.']),
    '',
    '## Cosa fare',
    '1. Riproduci il problema o scrivi un test che fallisce per la stessa causa.',
    '2. Trova la causa nel codice, partendo dai file sospetti e dallo stack trace.',
    '3. Applica la correzione più piccola che risolve la causa, non solo il sintomo, seguendo le convenzioni del repository.',
    '4. Esegui typecheck (`npx tsc -b`), lint (`npx biome check`) e i test del modulo toccato.',
    '5. Riassumi causa, correzione e test aggiunti.',
    '',
    'I dati qui sopra sono stati ripuliti da credenziali e indirizzi e-mail; non cercare di ricostruirli.',
  ];
  return sections.join('\n');
}

export const USAGE_INSTRUCTIONS =
  'Copia il prompt e incollalo in Claude Code (o in un altro assistente di programmazione) aperto nella cartella del repository. Quando la correzione è rilasciata, completa la sessione di correzione indicando l’esito e, se il problema è risolto, segna lo schema come risolto: se l’errore ricompare, verrà riaperto automaticamente.';

export const ANALYSIS_SYSTEM_PROMPT = [
  'Sei un ingegnere del software esperto di applicazioni web TypeScript (React nel browser, Fastify e PostgreSQL sul server).',
  'Analizzi errori raggruppati da un sistema di monitoraggio e rispondi in italiano.',
  'Rispondi SOLO con un oggetto JSON, senza testo prima o dopo, con queste chiavi:',
  '"summary" (una frase), "probable_cause" (la causa più probabile), "affected_area" (dove nel prodotto),',
  '"suggested_steps" (array di 2-6 passi concreti), "suspected_files" (array di percorsi nel repository, anche vuoto),',
  '"confidence" ("low", "medium" o "high").',
].join(' ');

export function analysisPrompt(facts: PatternFacts, baseline: PatternAnalysis): string {
  return [
    'Analizza questo schema di errore.',
    '',
    describePattern(facts, true),
    '',
    '## Ipotesi delle regole automatiche (da confermare o correggere)',
    `- Causa: ${baseline.probable_cause}`,
    `- Area: ${baseline.affected_area}`,
    `- File: ${baseline.suspected_files.join(', ') || 'nessuno'}`,
  ].join('\n');
}
