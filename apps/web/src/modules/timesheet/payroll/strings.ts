/** Italian texts of /app/timesheet/attendance-sheet (foglio presenze for the payroll consultant, issue 15). */
export const PAYROLL_TEXT = {
  title: 'Foglio presenze',
  intro:
    'Il riepilogo mensile per il consulente del lavoro: una riga per persona, una colonna per giorno, con le ore lavorate e le causali di assenza approvate.',
  formTitle: 'Scarica il foglio',
  month: 'Mese',
  department: 'Reparto',
  allDepartments: 'Tutti i reparti',
  downloadXlsx: 'Scarica Excel',
  downloadCsv: 'Scarica CSV',
  csvHint: 'Il CSV usa il punto e virgola e la virgola decimale, come Excel in italiano.',
  monthRequired: 'Scegli un mese',
  legendTitle: 'Legenda',
  legendIntro:
    'Ogni cella riporta le ore lavorate e, per le assenze, la causale seguita dalle ore. Le causali si configurano nelle impostazioni delle assenze.',
  noCodes: 'Nessun tipo di assenza ha un codice per il foglio presenze.',
  marks: [
    ['S', 'Sabato'],
    ['D', 'Domenica'],
    ['FS', 'Festività, patrono o chiusura aziendale'],
  ],
  example: [
    ['8', 'Ore lavorate'],
    ['4 ROL 4', '4 ore lavorate e 4 di permesso ROL'],
    ['MAL 8', 'Malattia; il protocollo INPS è nell’ultima colonna'],
  ],
  loadError: 'Impossibile caricare reparti e causali',
} as const;
