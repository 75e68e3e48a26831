import {
  COOKIE_CONSENT_DATE_STORAGE_KEY,
  COOKIE_CONSENT_EXPIRY_MONTHS,
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_POLICY_VERSION,
  DARK_MODE_STORAGE_KEY,
} from '@portale/shared';
import { Settings2 } from 'lucide-react';
import { COOKIE_CONSENT_ID_STORAGE_KEY } from '@/platform/cookie-consent/consent-logic';
import { openCookiePreferences } from '@/platform/cookie-consent/consent-store';
import { Button } from '@/ui/button';
import { ContactChannel, companyIdentity, type LegalTextProps } from './company-identity';
import { LegalLink, LegalList, LegalPageLink, LegalSection, LegalTable } from './legal-kit';

const HEADERS = ['Nome', 'Tipo', 'Categoria', 'Finalità', 'Durata'];

/** Exactly what the portal stores in the browser today; keep in step with platform/cookie-consent. */
const STORED_ITEMS = [
  [
    'portale_sid (in HTTPS: __Host-portale_sid)',
    'Cookie tecnico di prima parte, HttpOnly, Secure in HTTPS, SameSite=Lax',
    'Necessari',
    'Mantiene la sessione dopo l’accesso all’area riservata. Viene impostato solo quando effettui il login.',
    'Fino al logout o alla scadenza della sessione (per inattività o per la durata massima stabilita dall’amministratore)',
  ],
  [
    COOKIE_CONSENT_STORAGE_KEY,
    'Archiviazione locale del browser (localStorage)',
    'Necessari',
    'Ricorda le scelte che hai fatto nel banner dei cookie.',
    `${COOKIE_CONSENT_EXPIRY_MONTHS} mesi`,
  ],
  [
    COOKIE_CONSENT_DATE_STORAGE_KEY,
    'Archiviazione locale del browser (localStorage)',
    'Necessari',
    'Data della scelta, per chiederti di nuovo il consenso alla scadenza.',
    `${COOKIE_CONSENT_EXPIRY_MONTHS} mesi`,
  ],
  [
    COOKIE_CONSENT_ID_STORAGE_KEY,
    'Archiviazione locale del browser (localStorage)',
    'Necessari',
    'Identificativo casuale e anonimo che collega le tue scelte alla prova del consenso conservata sul server.',
    'Fino alla cancellazione dei dati del browser',
  ],
  [
    DARK_MODE_STORAGE_KEY,
    'Archiviazione locale del browser (localStorage)',
    'Necessari (funzionalità richiesta da te)',
    'Ricorda il tema chiaro o scuro, solo se lo scegli esplicitamente.',
    'Fino a quando cambi tema o cancelli i dati del browser',
  ],
  [
    'user',
    'Archiviazione locale del browser (localStorage)',
    'Necessari',
    'Dati essenziali del tuo profilo (nome, ruolo) per mostrare l’area riservata dopo l’accesso.',
    'Fino al logout',
  ],
];

/** Default cookie policy (art. 122 Codice privacy; Garante guidelines of 10 June 2021). */
export function CookiePolicyText({ company }: LegalTextProps) {
  return (
    <>
      <p className="text-lg leading-relaxed">
        Questa Cookie Policy descrive i cookie e gli strumenti simili usati da questo sito, gestito da{' '}
        {companyIdentity(company)}, e spiega come puoi scegliere quali consentire. Versione della policy:{' '}
        {COOKIE_POLICY_VERSION}.
      </p>

      <LegalSection title="1. Cosa sono i cookie">
        <p>
          I cookie sono piccoli file di testo che un sito salva nel browser per ricordare informazioni tra una pagina e
          l’altra. Strumenti simili, come l’archiviazione locale del browser (localStorage), funzionano in modo analogo
          e sono trattati allo stesso modo in questa policy.
        </p>
      </LegalSection>

      <LegalSection title="2. Le categorie che puoi scegliere">
        <p>Nel banner e nelle preferenze trovi le stesse quattro categorie descritte qui:</p>
        <LegalList>
          <li>
            <strong>Necessari</strong>: indispensabili per il funzionamento del sito e dell’area riservata (sessione di
            accesso, memorizzazione delle tue scelte). Sono sempre attivi e non richiedono il consenso (art. 122, comma
            1, Codice privacy).
          </li>
          <li>
            <strong>Preferenze</strong>: ricordano impostazioni facoltative per personalizzare la navigazione.
          </li>
          <li>
            <strong>Statistici</strong> (analytics): misurano in forma aggregata come viene usato il sito, per
            migliorarlo.
          </li>
          <li>
            <strong>Marketing</strong>: servono a mostrare contenuti e annunci pertinenti ai tuoi interessi, anche su
            altri siti.
          </li>
        </LegalList>
        <p>
          Le categorie Preferenze, Statistici e Marketing sono disattivate finché non le attivi tu: nessuna casella è
          preselezionata.
        </p>
      </LegalSection>

      <LegalSection title="3. Cookie e strumenti usati da questo sito">
        <p>Ad oggi questo sito usa esclusivamente cookie e strumenti necessari, di prima parte:</p>
        <LegalTable
          caption="Cookie e strumenti di archiviazione usati dal sito"
          headers={HEADERS}
          rows={STORED_ITEMS}
        />
        <p>
          Il sito non installa cookie di preferenze, statistici o di marketing, né cookie di terze parti. Se in futuro
          ne introdurremo, saranno attivati solo dopo il tuo consenso per la relativa categoria e questa pagina sarà
          aggiornata prima della loro attivazione.
        </p>
      </LegalSection>

      <LegalSection title="4. Come dai, modifichi o revochi il consenso">
        <p>Alla prima visita un banner ti permette di:</p>
        <LegalList>
          <li>
            <strong>Accetta tutti</strong>: consenti tutte le categorie;
          </li>
          <li>
            <strong>Solo necessari</strong>: rifiuti tutte le categorie facoltative;
          </li>
          <li>
            <strong>Personalizza</strong>: scegli categoria per categoria.
          </li>
        </LegalList>
        <p>
          I tre pulsanti hanno la stessa evidenza. Chiudere il banner con la X equivale a scegliere i soli cookie
          necessari, e continuare a scorrere la pagina non vale come consenso, come previsto dalle Linee guida del
          Garante per la protezione dei dati personali del 10 giugno 2021.
        </p>
        <p>
          Puoi cambiare idea in qualsiasi momento con il pulsante «Gestisci Cookie» in fondo a ogni pagina, oppure da
          qui. Se rifiuti una categoria che avevi accettato, cancelliamo dal browser i cookie e i dati che la
          riguardano.
        </p>
        <div>
          <Button
            variant="secondary"
            icon={<Settings2 className="size-4" aria-hidden="true" />}
            onClick={openCookiePreferences}
          >
            Apri le preferenze cookie
          </Button>
        </div>
        <p>
          La tua scelta vale {COOKIE_CONSENT_EXPIRY_MONTHS} mesi: trascorso questo periodo, o se la policy cambia in
          modo sostanziale, il banner ti chiederà di nuovo il consenso. Di ogni scelta conserviamo una prova anonima (un
          identificativo casuale, le categorie, la data e la versione della policy), senza il tuo indirizzo IP.
        </p>
      </LegalSection>

      <LegalSection title="5. Gestione dal browser">
        <p>
          Puoi anche cancellare o bloccare i cookie dalle impostazioni del tuo browser (di solito nella sezione
          «Privacy» o «Cookie e dati dei siti»). Bloccando i cookie necessari l’area riservata non funzionerà.
        </p>
      </LegalSection>

      <LegalSection title="6. Riferimenti e diritti">
        <p>
          Questa policy è redatta ai sensi dell’art. 122 del D.Lgs. 196/2003 e delle{' '}
          <LegalLink href="https://www.garanteprivacy.it/home/docweb/-/docweb-display/docweb/9677876">
            Linee guida cookie e altri strumenti di tracciamento del Garante del 10 giugno 2021
          </LegalLink>
          . Per sapere come trattiamo i dati personali e come esercitare i tuoi diritti leggi l’
          <LegalPageLink to="/privacy">informativa sulla privacy</LegalPageLink>; per domande scrivi a{' '}
          <ContactChannel company={company} />.
        </p>
      </LegalSection>
    </>
  );
}
