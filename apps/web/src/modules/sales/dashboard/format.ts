import { formatDay, formatEuro, formatPercent } from '@portale/shared';

// Amounts of the sales answers are integer cents (VAT excluded where they are taxable amounts).

/** "12.500 €" from cents: the dashboard rounds to the euro. */
export const euro = (cents: number) => formatEuro(Math.round(cents / 100));

/** "12.500,40 €": lists and tables where the cents matter. */
export const euroCents = (cents: number) => formatEuro(cents / 100, { cents: true });

/** "33%" from a 0–1 rate. */
export const rate = (value: number) => formatPercent(Math.round(value * 1000) / 10);

/** "mar 26" for a chart's axis, from `2026-03`. */
export const monthShort = (month: string) =>
  `${formatDay(`${month}-01`, 'monthShort').replace('.', '')} ${month.slice(2, 4)}`;

/** "marzo 2026" for tables and tooltips. */
export const monthLong = (month: string) => formatDay(`${month}-01`, 'monthYear');
