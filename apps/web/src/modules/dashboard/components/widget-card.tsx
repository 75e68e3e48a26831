import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { cx } from '@/ui/cx';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Skeleton } from '@/ui/skeleton';
import { DASHBOARD_TEXT as TEXT } from '../strings';

function WidgetSkeleton({ title }: { title: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{TEXT.widgetLoading(title)}</span>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export type WidgetCardProps = { widget: DashboardWidget };

/**
 * One module card: its content may be lazy (React.lazy) or suspend on a query; a failure stays inside the
 * card, with 'Riprova' resetting both the boundary and the failed queries.
 */
export function WidgetCard({ widget }: WidgetCardProps) {
  return widget.useVisible ? <GatedCard widget={widget} useVisible={widget.useVisible} /> : <Card widget={widget} />;
}

/** A card with its own visibility rule: nothing at all (no empty frame) until and unless the rule says so. */
function GatedCard({ widget, useVisible }: WidgetCardProps & { useVisible: () => boolean }) {
  const visible = useVisible();
  return visible ? <Card widget={widget} /> : null;
}

function Card({ widget }: WidgetCardProps) {
  const Content = widget.component;
  const titleId = `widget-${widget.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cx(
        'flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        widget.size === 'full' && 'lg:col-span-2',
      )}
    >
      <h3 id={titleId} className="mb-4 font-semibold text-slate-900 dark:text-white">
        {widget.title}
      </h3>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ErrorBoundary onReset={reset} title={TEXT.widgetError}>
            <Suspense fallback={<WidgetSkeleton title={widget.title} />}>
              <Content />
            </Suspense>
          </ErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </section>
  );
}
