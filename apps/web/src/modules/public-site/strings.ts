export const PUBLIC_SITE_TEXT = {
  homeTitle: 'Home',
  login: 'Accedi',
  dashboard: 'Dashboard',
  portalIntro: 'Il portale aziendale per collaboratori e clienti.',
  rights: 'Tutti i diritti riservati.',
} as const;
