const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 2026-11-24 → "24 nov 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return DATE.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** Day and month only ("24 novembre"): birthdays never show the year to colleagues. */
export function formatDayMonth(day: number, month: number): string {
  return DAY_MONTH.format(new Date(Date.UTC(2000, month - 1, day)));
}

/** Years and months since the hire date: "3 anni e 2 mesi". */
export function formatTenure(hireDate: string | null, until: Date = new Date()): string | null {
  if (!hireDate) return null;
  const start = new Date(`${hireDate}T00:00:00Z`);
  let months = (until.getUTCFullYear() - start.getUTCFullYear()) * 12 + (until.getUTCMonth() - start.getUTCMonth());
  if (until.getUTCDate() < start.getUTCDate()) months -= 1;
  if (months < 0) return 'Non ancora in servizio';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? '1 anno' : `${years} anni`;
  const m = rest === 1 ? '1 mese' : `${rest} mesi`;
  if (years === 0) return rest === 0 ? 'Meno di un mese' : m;
  return rest === 0 ? y : `${y} e ${m}`;
}
