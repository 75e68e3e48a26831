import { formatNumber, KPI_DATA_SOURCES, KPI_METRICS } from '@portale/shared';
import { KPI_TEXT } from './strings';

/** 'manual' or one of the metrics the modules expose, in Italian. */
export function dataSourceLabel(source: string): string {
  if (source === 'manual') return KPI_TEXT.dataSource.manual;
  return KPI_METRICS[source as keyof typeof KPI_METRICS] ?? source;
}

export const DATA_SOURCE_OPTIONS = KPI_DATA_SOURCES.map((value) => ({
  value,
  label: value === 'manual' ? KPI_TEXT.dataSource.manualOption : dataSourceLabel(value),
}));

/** "75 %", "8,5 punti", "1.200 €". */
export function formatTarget(target: number, unit: string): string {
  return unit ? `${formatNumber(target, 4)} ${unit}` : formatNumber(target, 4);
}

/** How a stored target is shown in the form: Italian decimal comma, no grouping. */
export function targetToInput(target: number | null): string {
  return target === null ? '' : String(target).replace('.', ',');
}

/**
 * The form's text back to a number: '' is no target; "1.200,5" and "1200.5" both read as 1200.5; anything
 * else becomes NaN, which the shared schema refuses with its Italian message.
 */
export function inputToTarget(value: string): number | null {
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return Number(normalised);
}
