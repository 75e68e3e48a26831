import { type PatternAnalysis, plural, SEVERITY_LABELS } from '@portale/shared';
import { affectedAreaOf, type PatternFacts, suspectedFiles } from './facts';

interface Rule {
  test: RegExp;
  cause: string;
  steps: string[];
  confidence: PatternAnalysis['confidence'];
}

// Ordered from the most specific error class to the most generic.
const RULES: Rule[] = [
  {
    test: /typeerror.*(undefined|null)|(undefined|null).*typeerror|cannot read propert/,
    cause:
      'Il codice legge una proprietà di un valore undefined o null: un dato atteso (risposta API, props, stato) non è ancora disponibile o ha una forma diversa da quella prevista.',
    steps: [
      'Apri il punto indicato dal primo frame dello stack e individua quale valore è undefined.',
      'Verifica la forma dei dati in quel punto: campi opzionali, liste vuote, dati ancora in caricamento.',
      'Aggiungi la gestione del caso mancante (valore predefinito, stato di caricamento) e un test che lo riproduca.',
    ],
    confidence: 'high',
  },
  {
    test: /is not a function|is not iterable/,
    cause:
      'Un valore viene usato come funzione o lista ma non lo è: un import errato, un’API cambiata o un dato di tipo inatteso.',
    steps: [
      'Controlla il tipo del valore nel punto dello stack e da dove arriva.',
      'Verifica import ed export del modulo coinvolto e la forma della risposta API.',
    ],
    confidence: 'high',
  },
  {
    test: /reference ?error|is not defined/,
    cause:
      'Una variabile o funzione non è definita: import mancante, refuso, o codice eseguito prima della sua inizializzazione.',
    steps: [
      'Cerca il nome indicato nel messaggio e verificane import e dichiarazione.',
      'Esegui il typecheck (npx tsc -b): di solito lo segnala.',
    ],
    confidence: 'high',
  },
  {
    test: /syntax ?error.*json|json.*syntax ?error|unexpected token.*json|is not valid json/,
    cause:
      'Una risposta attesa in JSON non lo è: probabilmente il server o un proxy ha risposto con una pagina HTML di errore.',
    steps: [
      'Individua la chiamata API coinvolta e controlla status e contenuto della risposta.',
      'Controlla i log del server e del proxy all’ora degli errori.',
      'Fai in modo che il client gestisca risposte non JSON con un messaggio chiaro.',
    ],
    confidence: 'medium',
  },
  {
    test: /syntax ?error/,
    cause: 'Codice o dati non validi: spesso un bundle misto tra due rilasci (cache) o un parsing di dati malformati.',
    steps: [
      'Verifica se gli errori sono iniziati con un rilascio e se riguardano un solo browser.',
      'Controlla la configurazione di cache dei file statici.',
    ],
    confidence: 'medium',
  },
  {
    test: /failed to fetch|network ?error|err_network|err_internet_disconnected|load failed/,
    cause:
      'Il browser non ha raggiunto il server: rete assente, server non in esecuzione o riavviato, problema di proxy, CORS o certificato.',
    steps: [
      'Confronta l’ora degli errori con riavvii, rilasci o interruzioni del server.',
      'Se riguardano pochi utenti, è probabilmente la loro rete: verifica che l’interfaccia lo comunichi bene.',
    ],
    confidence: 'medium',
  },
  {
    test: /time ?out|timed out/,
    cause: 'Una richiesta ha superato il tempo massimo: endpoint lento, query pesante o server sovraccarico.',
    steps: [
      'Individua l’endpoint coinvolto e misurane i tempi di risposta.',
      'Controlla le query del servizio (indici, paginazione) e il carico del server.',
    ],
    confidence: 'medium',
  },
  {
    test: /\b401\b|unauthori[sz]ed|authentication|autenticazione/,
    cause: 'La sessione è scaduta o non valida quando è partita la richiesta.',
    steps: [
      'Verifica che le richieste dopo la scadenza della sessione portino al login senza errori a schermo.',
      'Controlla i tempi di inattività configurati nella sicurezza.',
    ],
    confidence: 'medium',
  },
  {
    test: /\b403\b|forbidden|permesso/,
    cause:
      'L’utente ha tentato un’operazione senza il permesso necessario: l’interfaccia mostra un’azione che il server rifiuta.',
    steps: [
      'Confronta il permesso richiesto dalla rotta con quelli del ruolo dell’utente.',
      'Nascondi l’azione a chi non ha il permesso (useCan) o correggi la mappatura dei ruoli.',
    ],
    confidence: 'medium',
  },
  {
    test: /\b404\b|not found|non trovat/,
    cause: 'Una risorsa o una rotta non esiste: link non aggiornato, record eliminato o endpoint rinominato.',
    steps: [
      'Individua l’indirizzo richiesto e da quale pagina parte il link.',
      'Gestisci il caso del record eliminato con un messaggio chiaro.',
    ],
    confidence: 'medium',
  },
  {
    test: /\b5\d\d\b|api_error|database_error|internal server/,
    cause: 'Il server ha risposto con un errore: un’eccezione non gestita nel servizio o nel database.',
    steps: [
      'Cerca nei log del server gli errori all’ora indicata (l’id della richiesta è nel dettaglio dell’errore).',
      'Riproduci la chiamata con gli stessi dati e aggiungi un test di integrazione che la copra.',
    ],
    confidence: 'medium',
  },
  {
    test: /failed to load|resource_error|css_loading_error|loading css/,
    cause:
      'Un file statico (script, stile, immagine) non è stato caricato: file mancante dopo un rilascio, cache o percorso errato.',
    steps: [
      'Verifica che il file esista nella build pubblicata e che il percorso sia corretto.',
      'Controlla le intestazioni di cache di index.html e dei file in assets/.',
    ],
    confidence: 'medium',
  },
  {
    test: /memory/,
    cause: 'Consumo di memoria eccessivo nel browser: listener, timer o cache che crescono senza limite.',
    steps: [
      'Riproduci con gli strumenti di sviluppo (Memory) sulla pagina indicata.',
      'Verifica la pulizia di effetti, sottoscrizioni e timer nei componenti coinvolti.',
    ],
    confidence: 'low',
  },
  {
    test: /performance|slow|lent/,
    cause: 'Lentezza percepita: rendering costosi, liste non paginate o richieste in serie.',
    steps: [
      'Misura la pagina con il profiler di React e la scheda Rete.',
      'Pagina le liste lato server e parallelizza le richieste indipendenti.',
    ],
    confidence: 'low',
  },
  {
    test: /component_error|error boundary/,
    cause: 'Un componente React è andato in errore durante il rendering e l’error boundary lo ha intercettato.',
    steps: [
      'Parti dal componente indicato nel percorso dei componenti e dai dati che riceve.',
      'Aggiungi un test del componente con i dati che causano l’errore.',
    ],
    confidence: 'medium',
  },
  {
    test: /warning|deprecat/,
    cause: 'Un avviso non bloccante: un’API deprecata o un uso non corretto segnalato dalla libreria.',
    steps: ['Aggiorna il codice indicato dall’avviso quando si interviene su quel modulo.'],
    confidence: 'low',
  },
];

const MANUAL_RULE: Omit<Rule, 'test'> = {
  cause: 'Problema segnalato da un utente: la causa va cercata riproducendo i passaggi descritti.',
  steps: [
    'Leggi la segnalazione e i passaggi per riprodurla, con le informazioni di sistema allegate.',
    'Riproduci il problema sulla pagina indicata con lo stesso ruolo dell’utente.',
  ],
  confidence: 'low',
};

const GENERIC_RULE: Omit<Rule, 'test'> = {
  cause: 'Errore applicativo non classificato dalle regole: la causa va cercata nello stack e nei campioni.',
  steps: ['Esamina lo stack del campione più recente e il contesto della pagina.'],
  confidence: 'low',
};

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** A useful analysis without any AI provider: probable cause by error class, area, dates, next steps. */
export function ruleBasedAnalysis(facts: PatternFacts, notice: string | null = null): PatternAnalysis {
  const { pattern } = facts;
  const text = `${pattern.error_type} ${pattern.title} ${pattern.message}`.toLowerCase();
  const rule = RULES.find((r) => r.test.test(text)) ?? (pattern.source === 'manual' ? MANUAL_RULE : GENERIC_RULE);
  const steps = [...rule.steps];
  if (pattern.regression_count > 0) {
    steps.unshift(
      `È una regressione (ricomparso ${plural(pattern.regression_count, { one: '{n} volta', other: '{n} volte' })} dopo la risoluzione): confronta le modifiche rilasciate dopo la correzione.`,
    );
  }
  if (pattern.sampled_count > pattern.occurrence_count / 2) {
    steps.push(
      'La maggior parte delle occorrenze arriva dagli stessi client in rapida successione: verifica che l’errore non si ripeta in un ciclo (rendering, polling, nuovi tentativi).',
    );
  }
  steps.push('Dopo la correzione segna lo schema come risolto: se ricompare verrà riaperto automaticamente.');
  const reach =
    pattern.affected_users > 0
      ? plural(pattern.affected_users, { one: '{n} utente', other: '{n} utenti' })
      : plural(pattern.affected_sessions, { one: '{n} sessione', other: '{n} sessioni' });
  return {
    summary: `${SEVERITY_LABELS[pattern.severity]}: «${pattern.title}» — ${pattern.occurrence_count} occorrenze (${reach}) tra il ${dateTime.format(new Date(pattern.first_seen_at))} e il ${dateTime.format(new Date(pattern.last_seen_at))}.`,
    probable_cause: rule.cause,
    affected_area: affectedAreaOf(facts),
    suggested_steps: steps,
    suspected_files: suspectedFiles(facts),
    confidence: rule.confidence,
    first_seen_at: pattern.first_seen_at,
    last_seen_at: pattern.last_seen_at,
    occurrences: pattern.occurrence_count,
    affected_users: pattern.affected_users,
    affected_sessions: pattern.affected_sessions,
    provider: 'rule_based',
    model: null,
    generated_at: new Date().toISOString(),
    notice,
  };
}
