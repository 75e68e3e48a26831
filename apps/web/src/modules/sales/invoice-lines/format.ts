import { formatEuro } from '@portale/shared';

/** "1.234,50 €" from integer cents. */
export const formatCents = (cents: number) => formatEuro(cents / 100, { cents: true });
