import type { PatternAnalysis, PatternDetail } from '@portale/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { useAnalyzePattern } from '../api/analyze-pattern';
import { type Failure, FailureAlert, toastFailure } from '../failure';
import { formatDateTime } from '../format';
import { useIsAnalysing } from '../in-progress-store';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.drawer.analysis;

function AnalysisView({ analysis }: { analysis: PatternAnalysis }) {
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="pattern-analysis">
      {analysis.notice && <Alert variant="warning">{analysis.notice}</Alert>}
      <div>
        <h4 className="font-medium text-slate-900 dark:text-white">{TEXT.summary}</h4>
        <p className="mt-0.5 text-slate-700 dark:text-slate-300">{analysis.summary}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.cause}</dt>
        <dd className="text-slate-900 dark:text-white">{analysis.probable_cause}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.area}</dt>
        <dd className="text-slate-900 dark:text-white">{analysis.affected_area}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{TEXT.confidence}</dt>
        <dd className="text-slate-900 dark:text-white">{TEXT.confidenceLabels[analysis.confidence]}</dd>
      </dl>
      {analysis.suggested_steps.length > 0 && (
        <div>
          <h4 className="font-medium text-slate-900 dark:text-white">{TEXT.steps}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {analysis.suggested_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {analysis.suspected_files.length > 0 && (
        <div>
          <h4 className="font-medium text-slate-900 dark:text-white">{TEXT.files}</h4>
          <ul className="mt-1 flex flex-col gap-0.5">
            {analysis.suspected_files.map((file) => (
              <li key={file} className="font-mono text-xs break-all text-slate-800 dark:text-slate-200">
                {file}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {TEXT.generatedBy(
          TEXT.providerLabels[analysis.provider],
          analysis.model,
          formatDateTime(analysis.generated_at),
        )}
      </p>
    </div>
  );
}

/** 'Analizza': the stored analysis, or a new one (forced on request); the pattern then reads as analysed. */
export function PatternAnalysisPanel({ pattern }: { pattern: PatternDetail }) {
  const [force, setForce] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const analyse = useAnalyzePattern();
  const inProgress = useIsAnalysing(pattern.id);

  const run = async () => {
    setFailure(null);
    try {
      const result = await analyse.mutateAsync({ id: pattern.id, force_reanalysis: force });
      if (result.cached) toast.info(TEXT.cached, TEXT.cachedHint);
      else toast.success(TEXT.done);
      setForce(false);
    } catch (error) {
      setFailure(toastFailure('analysis', error));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {pattern.analysis ? (
        <AnalysisView analysis={pattern.analysis} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.none}</p>
      )}
      {failure && <FailureAlert failure={failure} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {pattern.analysis ? (
          <CheckboxField label={TEXT.force} checked={force} onChange={(event) => setForce(event.target.checked)} />
        ) : (
          <span />
        )}
        <Button
          variant="secondary"
          className="shrink-0"
          icon={<Sparkles className="size-4" aria-hidden="true" />}
          loading={inProgress}
          onClick={() => void run()}
        >
          {TEXT.analyse}
        </Button>
      </div>
    </div>
  );
}
