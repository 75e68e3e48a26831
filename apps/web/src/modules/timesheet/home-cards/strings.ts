import { formatNumber, plural } from '@portale/shared';

/** Italian texts of the timesheet module's dashboard cards. */
export const HOME_CARDS_TEXT = {
  myWeek: {
    title: 'Le mie ore questa settimana',
    ofExpected: (expected: string) => `h su ${expected} h previste`,
    progress: 'Ore registrate rispetto a quelle previste',
    leave: (hours: string) => `di cui ${hours} h di assenza approvata`,
    empty: 'Nessuna ora registrata finora questa settimana.',
    open: 'Apri il foglio ore',
    day: (day: string, hours: string) => `${day}: ${hours} h`,
  },
  myBalances: {
    title: 'I miei saldi ferie e permessi',
    available: (n: number) => plural(n, { one: 'disponibile', other: 'disponibili' }),
    pending: (amount: string) => `${amount} in attesa di approvazione`,
    empty: 'Nessun saldo da mostrare per quest’anno.',
    open: 'Chiedi ferie o permessi',
  },
  toApprove: {
    title: 'Da approvare',
    weeks: (n: number) => `${formatNumber(n)} timesheet`,
    weeksHint: 'settimane inviate dal tuo team',
    leave: (n: number) => plural(n, { one: '{n} richiesta', other: '{n} richieste' }),
    leaveHint: 'ferie, permessi e assenze in attesa',
    nothing: 'Niente da approvare: sei in pari.',
    openWeeks: 'Vai ai timesheet da approvare',
    openLeave: 'Vai alle richieste da approvare',
  },
} as const;
