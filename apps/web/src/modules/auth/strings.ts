import { PASSWORD_MIN_LENGTH } from '@portale/shared';
import { AUTH_TITLES } from './titles';

/** Every Italian string of the auth screens, in one place (a second language can be added later). */
export const AUTH_TEXT = {
  login: {
    title: 'Accedi',
    subtitle: 'Inserisci le tue credenziali per entrare nel portale.',
    username: 'Nome utente o e-mail',
    password: 'Password',
    submit: 'Accedi',
    noAccount: 'Non hai un account?',
    registerLink: 'Registrati',
  },
  demo: {
    title: 'Accesso demo',
    description: 'Ambiente dimostrativo: scegli un profilo per compilare il modulo.',
    passwordLabel: 'Password',
    use: 'Usa',
    accountButtonLabel: (roleLabel: string) => `Usa l'account ${roleLabel}`,
  },
  register: {
    title: 'Registrazione',
    subtitle: 'Crea il tuo account: un amministratore lo attiverà prima del primo accesso.',
    firstName: 'Nome',
    lastName: 'Cognome',
    username: 'Nome utente',
    email: 'E-mail',
    password: 'Password',
    passwordHint: `Almeno ${PASSWORD_MIN_LENGTH} caratteri.`,
    passwordConfirm: 'Conferma password',
    passwordConfirmRequired: 'Conferma la password',
    passwordsDiffer: 'Le password non coincidono',
    submit: 'Registrati',
    haveAccount: 'Hai già un account?',
    loginLink: 'Accedi',
  },
  registered: {
    // The same answer for a new account and an existing one (docs/security.md, "Registration").
    title: 'Richiesta di registrazione ricevuta',
    pending:
      'Controlla la tua e-mail: ti abbiamo scritto all’indirizzo indicato. Un nuovo account resta in attesa di attivazione finché un amministratore non lo approva.',
    active: 'Il tuo account è attivo: ora puoi accedere.',
    backToLogin: 'Torna al login',
  },
  oneTimeLink: {
    activation: {
      title: AUTH_TITLES.activation,
      intro: (firstName: string, username: string) =>
        `Ciao ${firstName}, scegli la password con cui accederai come «${username}».`,
      submit: 'Attiva account',
      done: 'Account attivato',
      loginNotice: (username: string) =>
        `Account attivato: ora puoi accedere come «${username}» con la password che hai scelto.`,
    },
    password_reset: {
      title: AUTH_TITLES.password_reset,
      intro: (firstName: string, username: string) =>
        `Ciao ${firstName}, scegli una nuova password per l’account «${username}».`,
      submit: 'Salva la nuova password',
      done: 'Password aggiornata',
      loginNotice: (username: string) =>
        `Password aggiornata: ora puoi accedere come «${username}» con la nuova password.`,
    },
    checking: 'Verifica del link in corso…',
    expires: (date: string) => `Il link scade il ${date}.`,
    password: 'Nuova password',
    passwordConfirm: 'Conferma password',
    invalidTitle: 'Link non valido o scaduto',
    invalid: 'Il link non è valido o è scaduto. Chiedi un nuovo link a un amministratore.',
    loadError: 'Impossibile verificare il link.',
    toLogin: 'Vai al login',
  },
  registrationDisabled: {
    title: 'Registrazione non disponibile',
    message: 'Le nuove registrazioni sono disattivate. Per ottenere un account contatta un amministratore.',
    backToLogin: 'Torna al login',
  },
} as const;
