/** Italian texts of the client's start card on the dashboard (issue 15), below the client portal's cards. */
export const CLIENT_START_TEXT = {
  title: 'Cosa puoi fare nel portale',
  intro: 'Benvenuto nel portale. Da qui puoi anche:',
  profile: { label: 'Aggiornare il tuo profilo', hint: 'Nome, immagine e password del tuo account.' },
  settings: { label: 'Scegliere le notifiche', hint: 'Quali avvisi ricevere nel portale e per e-mail.' },
  report: { label: 'Segnalare un problema', hint: 'Qualcosa non funziona? Raccontaci cosa è successo.' },
  contact: { label: 'Contattarci', hint: 'Per domande su progetti, offerte o fatture.' },
  writeTo: (email: string) => `Scrivi a ${email}`,
  call: (phone: string) => `Chiama il ${phone}`,
  contactPage: 'Vai alla pagina dei contatti',
} as const;
