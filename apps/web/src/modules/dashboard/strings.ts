export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  greeting: (firstName: string) => `Ciao, ${firstName}!`,
  today: (date: string) => `Oggi è ${date}.`,
  role: 'Ruolo',
  email: 'E-mail',
  username: 'Nome utente',
  logout: 'Esci',
  comingSoon: 'Da qui potrai raggiungere tutti i moduli del portale.',
} as const;
