import { ContactChannel, companyIdentity, type LegalTextProps } from './company-identity';
import { LegalLink, LegalList, LegalSection, LegalSubtitle } from './legal-kit';

/** Date the default declaration was drafted and last reviewed (AgID model: "redazione della dichiarazione"). */
export const ACCESSIBILITY_DECLARATION_DATE = '2026-11-22';

export type AccessibilityTextProps = LegalTextProps & {
  /** The site the declaration applies to, e.g. https://www.example.it. */
  siteUrl: string;
  draftedOn: string;
};

/** Default accessibility declaration following the AgID model (legge 4/2004, Linee guida AgID). */
export function AccessibilityText({ company, siteUrl, draftedOn }: AccessibilityTextProps) {
  return (
    <>
      <p className="text-lg leading-relaxed">
        {company.name} si impegna a rendere il proprio sito web accessibile, conformemente alla legge 9 gennaio 2004, n.
        4 («Legge Stanca») e alle Linee guida sull’accessibilità degli strumenti informatici emanate dall’Agenzia per
        l’Italia Digitale (AgID). La presente dichiarazione di accessibilità si applica al sito{' '}
        <strong className="break-all">{siteUrl}</strong>, comprese le pagine pubbliche e l’area riservata del portale.
      </p>

      <LegalSection title="Stato di conformità">
        <p>
          Questo sito web è <strong>parzialmente conforme</strong> ai requisiti previsti dall’allegato A alla norma UNI
          CEI EN 301549 e alle Web Content Accessibility Guidelines (WCAG) 2.1, livello AA, a causa dei casi di non
          conformità elencati di seguito.
        </p>
      </LegalSection>

      <LegalSection title="Contenuti non accessibili">
        <LegalSubtitle>a) Inosservanza della legge 4/2004</LegalSubtitle>
        <LegalList>
          <li>
            Alcuni contenuti inseriti dagli amministratori attraverso l’area riservata (ad esempio immagini, loghi o
            testi formattati) potrebbero non disporre di un’alternativa testuale adeguata o di una struttura corretta.
          </li>
          <li>
            Eventuali documenti scaricabili (ad esempio file PDF) pubblicati nel portale potrebbero non essere
            pienamente accessibili con le tecnologie assistive.
          </li>
          <li>
            Alcune funzionalità avanzate dell’area riservata, in continuo sviluppo (ad esempio grafici e viste di
            pianificazione), potrebbero non offrire ancora un’alternativa equivalente per chi usa solo la tastiera o un
            lettore di schermo.
          </li>
        </LegalList>
        <p>
          Ci impegniamo a correggere queste non conformità nei successivi rilasci; nel frattempo, su richiesta, forniamo
          le stesse informazioni in un formato accessibile usando i recapiti indicati sotto.
        </p>
        <LegalSubtitle>b) Onere sproporzionato</LegalSubtitle>
        <p>Non sono stati individuati contenuti per i quali sia stato invocato un onere sproporzionato.</p>
        <LegalSubtitle>c) Contenuti non soggetti alla normativa</LegalSubtitle>
        <p>
          Contenuti di terzi che non sono finanziati né sviluppati da {company.name} e che non sono sotto il suo
          controllo, come i siti esterni a cui il portale rimanda.
        </p>
      </LegalSection>

      <LegalSection title="Redazione della dichiarazione di accessibilità">
        <p>
          La presente dichiarazione è stata redatta il {draftedOn} sulla base di un’autovalutazione effettuata
          direttamente da {companyIdentity(company)}, con verifiche automatiche (analisi con strumenti di controllo
          dell’accessibilità) e verifiche manuali (navigazione da tastiera, lettore di schermo, contrasto dei colori,
          ingrandimento del testo e visualizzazione su dispositivi mobili, in tema chiaro e scuro).
        </p>
        <p>La dichiarazione è stata riesaminata l’ultima volta il {draftedOn}.</p>
      </LegalSection>

      <LegalSection title="Meccanismo di feedback e recapiti">
        <p>
          Per segnalare casi di mancata conformità, per chiedere informazioni e contenuti esclusi dall’ambito di
          applicazione della normativa, o per ricevere un contenuto in un formato accessibile, puoi scrivere a{' '}
          <ContactChannel company={company} />
          {company.phone ? ` oppure telefonare al numero ${company.phone}` : ''}. Indica la pagina interessata e una
          breve descrizione del problema: ti risponderemo entro 30 giorni.
        </p>
      </LegalSection>

      <LegalSection title="Procedura di attuazione">
        <p>
          In caso di risposta insoddisfacente o di mancata risposta entro 30 giorni dalla notifica o dalla richiesta,
          puoi inoltrare una segnalazione al Difensore civico per il digitale istituito presso l’Agenzia per l’Italia
          Digitale (art. 3-quinquies della legge 4/2004), secondo la procedura e con il modulo pubblicati sul sito{' '}
          <LegalLink href="https://www.agid.gov.it">www.agid.gov.it</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="Informazioni sul sito">
        <LegalList>
          <li>Tecnologie usate: HTML5, CSS, JavaScript (applicazione web a pagina singola) e WAI-ARIA.</li>
          <li>
            Funzioni di accessibilità: collegamento «Vai al contenuto», navigazione completa da tastiera con indicatore
            del focus visibile, struttura con intestazioni e punti di riferimento, etichette su tutti i campi dei
            moduli, messaggi di errore testuali, tema scuro e contrasto dei colori conforme al livello AA.
          </li>
          <li>
            Browser di riferimento: le ultime due versioni di Chrome, Edge, Firefox e Safari, su desktop e mobile.
          </li>
        </LegalList>
      </LegalSection>
    </>
  );
}
