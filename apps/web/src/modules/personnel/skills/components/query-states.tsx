import { Skeleton } from '@/ui/skeleton';
import { SKILLS_TEXT } from '../strings';

/** The loading skeleton of a skills panel: each tab's boundary shows it while the tab's data load. */
export function PanelSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{SKILLS_TEXT.loading}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}
