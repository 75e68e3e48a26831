// Money (prices, totals, values) is left out of the answers, absent rather than zero, for anyone without
// view_all_invoices (`canSeeMoney` in access.ts).

/** `{ key: cents }` when money shows, `{}` otherwise: spread into an answer, so the field is absent. */
export const moneyField = (show: boolean, key: string, cents: number | string | null | undefined) =>
  show && cents !== null && cents !== undefined ? { [key]: Number(cents) } : {};
