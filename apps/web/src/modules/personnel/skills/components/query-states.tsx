import { RotateCw } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { messageOf } from '../format';
import { SKILLS_TEXT } from '../strings';

/** The loading skeleton of a skills panel. */
export function PanelSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{SKILLS_TEXT.loading}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}

/** A failed load: the server's message and a retry button. */
export function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="error" title={SKILLS_TEXT.unexpected}>
      <p>{messageOf(error)}</p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        icon={<RotateCw className="size-4" aria-hidden="true" />}
        onClick={onRetry}
      >
        {SKILLS_TEXT.retry}
      </Button>
    </Alert>
  );
}
