/** Italian texts of the personnel sidebar group, its section bar and page titles (spec §2). */
export const PERSONNEL_TITLES = {
  group: 'Personale',
  admin: 'Gestione',
  orgchart: 'Organigramma',
  skills: 'Competenze',
  jobLevels: 'Inquadramenti',
  departments: 'Dipartimenti',
  allocation: 'Allocazione',
  performance: 'Valutazioni',
  reviews: 'Schede di valutazione',
  person: 'Scheda dipendente',
  sections: 'Sezioni del personale',
} as const;
