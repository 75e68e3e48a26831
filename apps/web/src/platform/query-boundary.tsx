import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { errorMessage, isApiError } from './api-error';

export type QueryErrorProps = {
  /** What could not be loaded, e.g. "Impossibile caricare i flag". */
  title?: string;
  error: unknown;
  onRetry: () => void;
};

/** The one way a failed load looks: what failed, the server's Italian reason, and 'Riprova'. */
export function QueryError({ title = UI_TEXT.sectionError, error, onRetry }: QueryErrorProps) {
  return (
    <Alert variant="error" title={title}>
      <p>{errorMessage(error, UI_TEXT.sectionErrorHint)}</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        icon={<RotateCw className="size-4" aria-hidden="true" />}
        onClick={onRetry}
      >
        {UI_TEXT.retry}
      </Button>
    </Alert>
  );
}

function DefaultFallback() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

export type QueryBoundaryProps = {
  children: ReactNode;
  /** Shown while the queries below suspend: a skeleton shaped like the content. */
  fallback?: ReactNode;
  /** The title of the error shown when they fail. */
  errorTitle?: string;
  /**
   * Shown instead of the error when the record does not exist: the server answers 404, or 400 for an `:id` that is
   * not an identifier at all (a mistyped address names no record either).
   */
  notFound?: ReactNode;
  /**
   * Replaces the standard error for an area whose specification words its failures itself (the self-healing
   * fallback messages, spec §8); it gets the error and the retry that resets the failed queries.
   */
  errorFallback?: (failure: { error: unknown; retry: () => void }) => ReactNode;
};

/**
 * The loading and error states of everything below it that reads data with `useSuspenseQuery` (DESIGN.md §4.7:
 * route loaders prefetch, pages suspend). A failure stays inside the boundary; 'Riprova' resets the failed queries
 * and renders the children again, which fetch anew.
 */
/** A 404, or a 400 whose only complaint is the malformed `:id` of the address. */
function isMissingRecord(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  const fields = Object.keys(error.fieldErrors);
  return error.status === 400 && fields.length === 1 && fields[0] === 'id';
}

export function QueryBoundary({ children, fallback, errorTitle, notFound, errorFallback }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={({ error, reset: retry }) =>
            notFound !== undefined && isMissingRecord(error) ? (
              notFound
            ) : errorFallback ? (
              errorFallback({ error, retry })
            ) : (
              <QueryError title={errorTitle} error={error} onRetry={retry} />
            )
          }
        >
          <Suspense fallback={fallback ?? <DefaultFallback />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
