import type { ErrorPattern } from '@portale/shared';
import { Badge } from '@/ui/badge';
import { Spinner } from '@/ui/spinner';
import { useIsAnalysing, useIsGenerating } from '../in-progress-store';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.patterns;

/** Analysed / regression badges and the in-progress markers of spec §4, shown wherever the pattern is listed. */
export function PatternMarkers({ pattern }: { pattern: ErrorPattern }) {
  const analysing = useIsAnalysing(pattern.id);
  const generating = useIsGenerating(pattern.id);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {pattern.has_ai_analysis && <Badge tone="primary">{TEXT.analysed}</Badge>}
      {pattern.regression_count > 0 && <Badge tone="warning">{TEXT.regression}</Badge>}
      {analysing && (
        <Badge tone="info" className="gap-1.5">
          <Spinner size="sm" className="size-3" />
          <span data-testid={`analysing-${pattern.id}`}>{TEXT.analysing}</span>
        </Badge>
      )}
      {generating && (
        <Badge tone="info" className="gap-1.5">
          <Spinner size="sm" className="size-3" />
          <span data-testid={`generating-${pattern.id}`}>{TEXT.generating}</span>
        </Badge>
      )}
    </span>
  );
}
