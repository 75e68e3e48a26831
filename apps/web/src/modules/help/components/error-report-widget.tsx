import { QUICK_REPORT_CATEGORIES, sanitizeUrl } from '@portale/shared';
import * as Popover from '@radix-ui/react-popover';
import { Bug, ChevronRight, ClipboardList } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '@/ui/spinner';
import { useSubmitErrorReport } from '../api/submit-error-report';
import { HELP_TEXT } from '../strings';
import { ErrorReportModal } from './error-report-modal';

const TEXT = HELP_TEXT.widget;

type QuickCategory = (typeof QUICK_REPORT_CATEGORIES)[number];

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600 dark:hover:bg-slate-800 dark:focus-visible:outline-primary-400';

/**
 * Spec §4 error-report widget on every app page: a button in the header's tools (or Alt+E) opens it, Escape or a
 * click outside closes it. It sat floating over the content's bottom-right corner until it covered controls
 * there (issue 15); in the header it never overlaps a page. A quick category sends a report at once; the detailed report opens the modal.
 */
export function ErrorReportWidget() {
  const [open, setOpen] = useState(false);
  const [detailedOpen, setDetailedOpen] = useState(false);
  const quickReport = useSubmitErrorReport();
  const titleId = useId();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // `code`, not `key`: Alt+E types a character (´, €) on some layouts.
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyE') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const sendQuick = (category: QuickCategory) => {
    setOpen(false);
    quickReport.mutate({
      quick_report: true,
      error_category: category.category,
      description: category.description,
      url: sanitizeUrl(window.location.href),
      timestamp: new Date().toISOString(),
      user_agent: navigator.userAgent,
    });
  };

  const openDetailed = () => {
    setOpen(false);
    setDetailedOpen(true);
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label={TEXT.button}
            aria-keyshortcuts="Alt+E"
            aria-busy={quickReport.isPending || undefined}
            title={`${TEXT.button} (${TEXT.shortcut})`}
            className="flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 print:hidden dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
          >
            {quickReport.isPending ? <Spinner size="sm" /> : <Bug className="size-5" aria-hidden="true" />}
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="bottom"
            align="end"
            sideOffset={10}
            collisionPadding={12}
            aria-labelledby={titleId}
            className="z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="px-2 pt-1 pb-2">
              <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
                {TEXT.title}
              </h2>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{TEXT.intro}</p>
            </div>
            <ul className="flex flex-col">
              {QUICK_REPORT_CATEGORIES.map((category) => (
                <li key={category.category}>
                  <button type="button" className={ITEM} onClick={() => sendQuick(category)}>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium text-slate-900 dark:text-white">{category.label}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{category.description}</span>
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
              <button type="button" className={ITEM} onClick={openDetailed}>
                <ClipboardList className="size-5 shrink-0 text-primary-700 dark:text-primary-300" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900 dark:text-white">{TEXT.detailed}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{TEXT.detailedHint}</span>
                </span>
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <ErrorReportModal open={detailedOpen} onOpenChange={setDetailedOpen} />
    </>
  );
}
