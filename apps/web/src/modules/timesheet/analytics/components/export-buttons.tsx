import type { AnalyticsFilters, AnalyticsReportKind } from '@portale/shared';
import { Download, FileSpreadsheet } from 'lucide-react';
import { Button, buttonStyles } from '@/ui/button';
import { analyticsExportUrl } from '../api/export-url';
import { ANALYTICS_UI } from '../strings';

export type ExportButtonsProps = {
  report: AnalyticsReportKind;
  /** Null while the filters are invalid: the buttons are disabled. */
  filters: AnalyticsFilters | null;
};

/** "Esporta CSV" / "Esporta Excel": plain downloads of the current view with the same filters. */
export function ExportButtons({ report, filters }: ExportButtonsProps) {
  const formats = [
    { format: 'csv', label: ANALYTICS_UI.exportCsv, Icon: Download },
    { format: 'xlsx', label: ANALYTICS_UI.exportXlsx, Icon: FileSpreadsheet },
  ] as const;
  return (
    <>
      {formats.map(({ format, label, Icon }) =>
        filters ? (
          <a
            key={format}
            href={analyticsExportUrl(report, format, filters)}
            download
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </a>
        ) : (
          <Button key={format} variant="secondary" disabled icon={<Icon className="size-4" aria-hidden="true" />}>
            {label}
          </Button>
        ),
      )}
    </>
  );
}
