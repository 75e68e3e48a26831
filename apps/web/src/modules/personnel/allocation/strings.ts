import { formatDay, plural } from '@portale/shared';

/** Italian texts of the allocation view (spec §2: personnel/allocation). */
export const ALLOCATION_TEXT = {
  description: 'Capacità di ogni persona e allocazione sui progetti, mese per mese.',
  from: 'Dal mese',
  months: 'Mesi',
  monthsOption: (n: number) => plural(n, { one: '{n} mese', other: '{n} mesi' }),
  department: 'Dipartimento',
  allDepartments: 'Tutti i dipartimenti',
  person: 'Persona',
  total: 'Totale',
  caption: 'Allocazione per persona e mese: percentuale allocata su capacità',
  cell: (allocated: number, capacity: number) => `${allocated}% su ${capacity}%`,
  over: 'Sovrallocato',
  overCount: (n: number) => plural(n, { one: '{n} persona sovrallocata', other: '{n} persone sovrallocate' }),
  free: 'Libero',
  noCapacity: 'Non in forza',
  showProjects: (name: string) => `Mostra i progetti di ${name}`,
  hideProjects: (name: string) => `Nascondi i progetti di ${name}`,
  noProjects: 'Nessun progetto',
  noPeople: 'Nessuna persona in questo filtro.',
  noSources: 'Nessun modulo fornisce allocazioni (il modulo progetti è spento): è mostrata solo la capacità.',
  legend: 'Legenda',
  legendLow: 'Sotto il 50%',
  legendMid: '50–89%',
  legendFull: '90–100%',
  legendOver: 'Oltre la capacità',
  loadFailed: 'Impossibile caricare le allocazioni',
  personTitle: 'Allocazione nei prossimi mesi',
  month: 'Mese',
  capacity: 'Capacità',
  allocated: 'Allocato',
  projects: 'Progetti',
} as const;

/** "2026-11" → "nov 2026", or "novembre 2026" when long. */
export const monthLabel = (month: string, style: 'short' | 'long' = 'short') =>
  formatDay(`${month}-01`, style === 'long' ? 'monthYear' : 'monthYearShort');
