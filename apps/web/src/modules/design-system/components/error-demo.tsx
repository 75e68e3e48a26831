import { Bug, Layers } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { ErrorBoundary } from '@/ui/error-boundary';
import { DESIGN_SYSTEM_TEXT } from '../strings';
import { ShowcaseSection } from './showcase-section';

const TEXT = DESIGN_SYSTEM_TEXT.errors;

function FailingWidget(): never {
  throw new Error(TEXT.renderMessage);
}

/**
 * Errors on purpose, to see the error collector and the self-healing monitor at work: one thrown
 * from a click handler (a window error), one thrown while rendering inside an error boundary (a component
 * error with its component path).
 */
export function ErrorDemo() {
  const [renderFailure, setRenderFailure] = useState(false);
  return (
    <ShowcaseSection title={DESIGN_SYSTEM_TEXT.sections.errors}>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{TEXT.intro}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          icon={<Bug className="size-4" aria-hidden="true" />}
          onClick={() => {
            throw new Error(TEXT.clickMessage);
          }}
        >
          {TEXT.click}
        </Button>
        <Button
          variant="secondary"
          icon={<Layers className="size-4" aria-hidden="true" />}
          onClick={() => setRenderFailure(true)}
          disabled={renderFailure}
        >
          {TEXT.render}
        </Button>
      </div>
      {renderFailure && (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
          <ErrorBoundary onReset={() => setRenderFailure(false)}>
            <FailingWidget />
          </ErrorBoundary>
        </div>
      )}
    </ShowcaseSection>
  );
}
