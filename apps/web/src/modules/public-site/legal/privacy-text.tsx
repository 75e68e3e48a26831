import { DATA_RETENTION_MONTHS } from '@portale/shared';
import { endSentence } from '../strings';
import { ContactChannel, companyIdentity, type LegalTextProps } from './company-identity';
import { LegalLink, LegalList, LegalPageLink, LegalSection, LegalSubtitle } from './legal-kit';

/** When the default notice was last revised; shown on the page. */
export const PRIVACY_LAST_UPDATE = '2026-11-22';

/** Default privacy notice under art. 13 of Regulation (EU) 2016/679, filled with the tenant's data. */
export function PrivacyText({ company }: LegalTextProps) {
  return (
    <>
      <p className="text-lg leading-relaxed">
        Questa informativa spiega, ai sensi dell’art. 13 del Regolamento (UE) 2016/679 («GDPR») e del D.Lgs. 196/2003
        («Codice privacy»), come {company.name} tratta i dati personali di chi visita questo sito, ci scrive tramite il
        modulo di contatto o utilizza l’area riservata del portale.
      </p>

      <LegalSection title="1. Titolare del trattamento">
        <p>
          Il titolare del trattamento è {endSentence(companyIdentity(company))} Puoi contattare il titolare per
          qualsiasi questione relativa ai tuoi dati scrivendo a <ContactChannel company={company} />
          {company.phone ? ` o telefonando al numero ${company.phone}` : ''}.
        </p>
      </LegalSection>

      <LegalSection title="2. Responsabile della protezione dei dati (DPO)">
        <p>
          Il titolare non ha nominato un Responsabile della protezione dei dati, non ricorrendone gli obblighi previsti
          dall’art. 37 del GDPR. Se in futuro ne sarà designato uno, i suoi recapiti saranno indicati in questa sezione.
          Nel frattempo, per ogni richiesta puoi usare i recapiti del titolare indicati sopra.
        </p>
      </LegalSection>

      <LegalSection title="3. Categorie di dati trattati">
        <LegalList>
          <li>
            <strong>Dati di navigazione</strong>: i sistemi che fanno funzionare il sito registrano dati tecnici come
            l’indirizzo IP, la data e l’ora della richiesta, la pagina richiesta e il tipo di browser. Servono a
            garantire il funzionamento e la sicurezza del servizio e non sono usati per identificarti.
          </li>
          <li>
            <strong>Dati che ci invii con il modulo di contatto</strong>: nome e cognome, indirizzo e-mail e, se li
            indichi, azienda, telefono, oggetto e il testo del messaggio, insieme alla data in cui hai preso visione di
            questa informativa e all’indirizzo IP di invio, che usiamo solo per prevenire invii abusivi.
          </li>
          <li>
            <strong>Dati degli utenti dell’area riservata</strong>: nome, cognome, nome utente, e-mail, ruolo, le
            credenziali di accesso (la password è conservata solo in forma cifrata non reversibile) e i registri degli
            accessi.
          </li>
          <li>
            <strong>Scelte sui cookie</strong>: un identificativo casuale generato dal tuo browser, le categorie che hai
            accettato o rifiutato, la data della scelta e la versione della Cookie Policy. Non sono associati al tuo
            nome né al tuo indirizzo IP.
          </li>
          <li>
            <strong>Candidature spontanee</strong>: i dati contenuti nel curriculum che decidi di inviarci.
          </li>
        </LegalList>
        <p>
          Non chiediamo categorie particolari di dati (art. 9 GDPR), come dati relativi alla salute: ti invitiamo a non
          inserirle nei messaggi o nei curriculum, salvo quando strettamente necessario.
        </p>
      </LegalSection>

      <LegalSection title="4. Finalità e basi giuridiche">
        <LegalSubtitle>Risposta alle richieste inviate con il modulo di contatto o per e-mail</LegalSubtitle>
        <p>
          Usiamo i dati che ci invii per rispondere alla tua richiesta. La base giuridica è l’esecuzione di misure
          precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR) oppure, per le richieste generiche,
          il nostro legittimo interesse a rispondere a chi ci contatta (art. 6, par. 1, lett. f). La casella
          sull’informativa nel modulo conferma che hai letto questo documento; il conferimento dei dati è facoltativo,
          ma senza nome, e-mail e messaggio non potremmo risponderti.
        </p>
        <LegalSubtitle>Gestione dell’area riservata</LegalSubtitle>
        <p>
          Trattiamo i dati degli utenti per creare e gestire gli account, consentire l’accesso ai servizi del portale e
          garantirne la sicurezza. La base giuridica è il contratto o il rapporto di lavoro o di collaborazione con il
          titolare (art. 6, par. 1, lett. b) e il legittimo interesse alla sicurezza dei sistemi (art. 6, par. 1, lett.
          f).
        </p>
        <LegalSubtitle>Sicurezza del sito e prevenzione degli abusi</LegalSubtitle>
        <p>
          I dati di navigazione e l’indirizzo IP di chi invia messaggi sono usati per proteggere il sito da attacchi e
          invii automatici, sulla base del nostro legittimo interesse (art. 6, par. 1, lett. f).
        </p>
        <LegalSubtitle>Registrazione delle scelte sui cookie</LegalSubtitle>
        <p>
          Conserviamo una prova anonima delle tue scelte per dimostrare di aver raccolto correttamente il consenso, come
          richiesto dall’art. 7, par. 1 GDPR (obbligo di legge, art. 6, par. 1, lett. c).
        </p>
        <LegalSubtitle>Candidature spontanee</LegalSubtitle>
        <p>
          Valutiamo i curriculum ricevuti per eventuali opportunità di lavoro. Ai sensi dell’art. 111-bis del Codice
          privacy il consenso non è necessario per i curriculum inviati spontaneamente (art. 6, par. 1, lett. b GDPR).
        </p>
        <LegalSubtitle>Obblighi di legge e tutela dei diritti</LegalSubtitle>
        <p>
          Possiamo trattare i dati per adempiere obblighi di legge (art. 6, par. 1, lett. c) o per accertare, esercitare
          o difendere un diritto in sede giudiziaria (art. 6, par. 1, lett. f).
        </p>
      </LegalSection>

      <LegalSection title="5. Modalità del trattamento">
        <p>
          I dati sono trattati con strumenti elettronici, da personale autorizzato e istruito (art. 29 GDPR), con misure
          tecniche e organizzative adeguate (art. 32 GDPR): connessioni cifrate, password conservate in forma non
          reversibile, accessi limitati in base al ruolo e registrazione delle operazioni amministrative. Non adottiamo
          decisioni basate unicamente su trattamenti automatizzati, compresa la profilazione (art. 22 GDPR).
        </p>
      </LegalSection>

      <LegalSection title="6. Destinatari dei dati">
        <p>I dati possono essere comunicati, per le sole finalità indicate, a:</p>
        <LegalList>
          <li>dipendenti e collaboratori del titolare autorizzati al trattamento;</li>
          <li>
            fornitori che ci supportano nell’erogazione del servizio (hosting, manutenzione informatica, posta
            elettronica), nominati responsabili del trattamento ai sensi dell’art. 28 GDPR;
          </li>
          <li>autorità pubbliche e giudiziarie, quando previsto dalla legge.</li>
        </LegalList>
        <p>
          I dati non sono diffusi né ceduti a terzi per finalità di marketing. L’elenco aggiornato dei responsabili del
          trattamento è disponibile su richiesta.
        </p>
      </LegalSection>

      <LegalSection title="7. Trasferimenti fuori dall’Unione europea">
        <p>
          Il titolare non trasferisce i dati personali verso Paesi al di fuori dello Spazio economico europeo. Se un
          fornitore dovesse farlo, il trasferimento avverrà solo in presenza delle garanzie previste dagli artt. 44–49
          GDPR, come una decisione di adeguatezza della Commissione europea o le clausole contrattuali standard; potrai
          chiederne copia usando i recapiti del titolare.
        </p>
      </LegalSection>

      <LegalSection title="8. Periodo di conservazione">
        <LegalList>
          <li>
            messaggi inviati con il modulo di contatto: per il tempo necessario a gestire la richiesta e comunque non
            oltre {DATA_RETENTION_MONTHS.contactMessages} mesi dall’ultimo contatto;
          </li>
          <li>
            dati degli account dell’area riservata: per la durata del rapporto e fino a 12 mesi dalla sua cessazione,
            salvo obblighi di legge;
          </li>
          <li>registri tecnici e di sicurezza: fino a {DATA_RETENTION_MONTHS.securityLogs} mesi;</li>
          <li>
            prove del consenso ai cookie: fino a {DATA_RETENTION_MONTHS.cookieConsents} mesi dalla scelta, per la sua
            durata (12 mesi) e per finalità di prova;
          </li>
          <li>curriculum inviati spontaneamente: fino a 24 mesi dalla ricezione.</li>
        </LegalList>
        <p>Trascorsi questi periodi i dati sono cancellati o resi anonimi.</p>
      </LegalSection>

      <LegalSection title="9. I tuoi diritti">
        <p>In ogni momento puoi esercitare nei confronti del titolare i diritti previsti dagli artt. 15–22 GDPR:</p>
        <LegalList>
          <li>accesso ai tuoi dati e alle informazioni sul trattamento (art. 15);</li>
          <li>rettifica dei dati inesatti o incompleti (art. 16);</li>
          <li>cancellazione («diritto all’oblio») (art. 17);</li>
          <li>limitazione del trattamento (art. 18);</li>
          <li>portabilità dei dati che ci hai fornito (art. 20);</li>
          <li>opposizione ai trattamenti basati sul legittimo interesse (art. 21);</li>
          <li>non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati (art. 22).</li>
        </LegalList>
        <p>
          Se il trattamento si basa sul consenso, puoi revocarlo in qualsiasi momento senza pregiudicare la liceità del
          trattamento svolto prima della revoca (art. 7, par. 3). Per esercitare i tuoi diritti scrivi a{' '}
          <ContactChannel company={company} />: risponderemo entro un mese dalla richiesta (art. 12, par. 3).
        </p>
      </LegalSection>

      <LegalSection title="10. Reclamo al Garante">
        <p>
          Se ritieni che il trattamento violi il GDPR, hai diritto di proporre reclamo al Garante per la protezione dei
          dati personali (art. 77 GDPR), Piazza Venezia 11, 00187 Roma,{' '}
          <LegalLink href="https://www.garanteprivacy.it">www.garanteprivacy.it</LegalLink>, oppure di rivolgerti
          all’autorità giudiziaria (art. 79 GDPR).
        </p>
      </LegalSection>

      <LegalSection title="11. Modifiche a questa informativa">
        <p>
          Potremo aggiornare questa informativa per adeguarla a novità normative o a cambiamenti del servizio. La data
          dell’ultimo aggiornamento è indicata in cima alla pagina. Per i cookie e gli strumenti simili consulta anche
          la <LegalPageLink to="/cookie-policy">Cookie Policy</LegalPageLink>.
        </p>
      </LegalSection>
    </>
  );
}
