import { SELF_HEALING_FALLBACK_MESSAGES } from '@portale/shared';
import { RotateCw } from 'lucide-react';
import { isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXT } from '@/ui/strings';

export type FailureKind = keyof typeof SELF_HEALING_FALLBACK_MESSAGES;

/**
 * Spec §8: a failed self-healing call stores its fallback message as the error state. The server's own
 * Italian message (or the network one) is kept beside it as the detail, so the user learns what happened.
 */
export type Failure = { message: string; detail: string | undefined };

export function failureOf(kind: FailureKind, error: unknown): Failure {
  const message = SELF_HEALING_FALLBACK_MESSAGES[kind];
  const detail = isApiError(error) && error.message !== message ? error.message : undefined;
  return { message, detail };
}

/** A failed mutation: the fallback message as the toast title, the Italian detail under it. */
export function toastFailure(kind: FailureKind, error: unknown): Failure {
  const failure = failureOf(kind, error);
  toast.error(failure.message, failure.detail);
  return failure;
}

export type FailureAlertProps = { failure: Failure; onRetry?: () => void };

/** The error state of a page or section: the spec's (English) fallback, marked as such, and the detail. */
export function FailureAlert({ failure, onRetry }: FailureAlertProps) {
  return (
    <Alert variant="error">
      <p className="font-semibold" lang="en" data-testid="self-healing-error">
        {failure.message}
      </p>
      {failure.detail && <p>{failure.detail}</p>}
      {onRetry && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          onClick={onRetry}
        >
          {UI_TEXT.retry}
        </Button>
      )}
    </Alert>
  );
}

/** A QueryBoundary's failure for a self-healing area: the spec's fallback message, the detail and 'Riprova'. */
export const failureFallback =
  (kind: FailureKind) =>
  ({ error, retry }: { error: unknown; retry: () => void }) => (
    <FailureAlert failure={failureOf(kind, error)} onRetry={retry} />
  );
