import type { DocumentTypeKey } from '@portale/shared';

// The demo archive's documents (issue 17): short real Italian texts, stored as UTF-8 files (or, for the names
// ending in .pdf, as a one-page PDF of the text: demo/pdf.ts) so that preview, download, content search and
// thumbnails work on them as on an upload. Dates are days from the seed's `today`.

export type DemoFolderKey = 'amm' | 'com' | 'hr' | 'qua' | 'pro' | 'cli';

export interface DemoDocument {
  folder: DemoFolderKey;
  title: string;
  file: string;
  type: DocumentTypeKey;
  owner: string;
  tags: string[];
  description: string;
  text: string;
  confidential?: boolean;
  /** Days from today. */
  expiresIn?: number;
  /** The earlier text of a document with two versions (the one above is the current one). */
  previous?: string;
  checkedOutBy?: string;
}

const md = (title: string, ...paragraphs: string[]) => `# ${title}\n\n${paragraphs.join('\n\n')}\n`;

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    folder: 'amm',
    title: 'Contratto di locazione sede di Milano',
    file: 'contratto-locazione-milano.md',
    type: 'contratto',
    owner: 'francesca.mancini',
    tags: ['locazione', 'sede'],
    description: 'Locazione commerciale degli uffici di via Tortona, rinnovo da negoziare.',
    confidential: true,
    expiresIn: 21,
    text: md(
      'Contratto di locazione ad uso commerciale',
      'Tra Immobiliare Navigli S.p.A. (locatore) e Demo S.r.l. (conduttore) si conviene la locazione dei locali siti in Milano, via Tortona 15, piano secondo, per una superficie di 420 metri quadrati.',
      'Il canone annuo è pari a euro 96.000, pagabile in rate trimestrali anticipate. La disdetta va comunicata con raccomandata almeno sei mesi prima della scadenza.',
    ),
  },
  {
    folder: 'amm',
    title: 'Polizza responsabilità civile verso terzi',
    file: 'polizza-rc-terzi.md',
    type: 'contratto',
    owner: 'francesca.mancini',
    tags: ['assicurazione'],
    description: 'Polizza RCT/RCO annuale, in scadenza: chiedere il rinnovo al broker.',
    expiresIn: 9,
    text: md(
      'Polizza di responsabilità civile verso terzi e prestatori di lavoro',
      'Contraente: Demo S.r.l. Massimale unico per sinistro euro 2.500.000. Franchigia fissa euro 500 per danni a cose.',
      'La copertura comprende la consulenza professionale svolta presso le sedi dei clienti e i danni da trattamento dei dati personali.',
    ),
  },
  {
    folder: 'amm',
    title: 'Fattura 2026/0142 Arredi Ferrari',
    file: 'fattura-2026-0142.txt',
    type: 'fattura',
    owner: 'francesca.mancini',
    tags: ['fatture attive'],
    description: 'Secondo stato di avanzamento del progetto gestionale.',
    text: "FATTURA N. 2026/0142\nCliente: Arredi Ferrari S.r.l. - P. IVA 03456789019\nDescrizione: consulenza per l'implementazione del gestionale, secondo stato di avanzamento lavori\nImponibile: euro 18.400,00\nIVA 22%: euro 4.048,00\nTotale documento: euro 22.448,00\nPagamento: bonifico a 60 giorni data fattura\n",
  },
  {
    folder: 'amm',
    title: 'Fattura fornitore Cancelleria Lombarda',
    file: 'fattura-cancelleria-lombarda.txt',
    type: 'fattura',
    owner: 'francesca.mancini',
    tags: ['fatture passive'],
    description: 'Materiale di consumo per gli uffici.',
    text: 'Cancelleria Lombarda S.n.c.\nFattura n. 877 a Demo S.r.l.\nToner per stampanti, risme di carta riciclata, raccoglitori ad anelli\nImponibile euro 640,00, IVA 22% euro 140,80, totale euro 780,80\n',
  },
  {
    folder: 'amm',
    title: 'Verbale assemblea dei soci approvazione bilancio',
    file: 'verbale-assemblea-bilancio.md',
    type: 'verbale',
    owner: 'admin',
    tags: ['bilancio', 'soci'],
    description: "Approvazione del bilancio d'esercizio e destinazione dell'utile.",
    confidential: true,
    text: md(
      "Verbale dell'assemblea ordinaria dei soci",
      "L'assemblea, regolarmente convocata, approva all'unanimità il bilancio chiuso al 31 dicembre con un utile netto di euro 312.000.",
      "L'utile è destinato per il 5% a riserva legale e per il resto a riserva straordinaria. Nessun dividendo viene distribuito.",
    ),
  },
  {
    folder: 'com',
    title: 'Listino prezzi servizi di consulenza',
    file: 'listino-servizi.md',
    type: 'altro',
    owner: 'alberto.santoro',
    tags: ['listino', 'offerte'],
    description: 'Tariffe giornaliere per profilo, aggiornate al nuovo anno.',
    previous: md(
      'Listino prezzi servizi',
      'Consulente senior: euro 720 al giorno. Consulente junior: euro 450 al giorno.',
    ),
    text: md(
      'Listino prezzi servizi',
      'Consulente senior: euro 760 al giorno. Consulente junior: euro 480 al giorno. Project manager: euro 850 al giorno.',
      'Le trasferte fuori provincia sono addebitate a piè di lista. Sconto del 5% sui pacchetti oltre 40 giornate.',
    ),
  },
  {
    folder: 'com',
    title: 'Modello di offerta commerciale',
    file: 'modello-offerta.md',
    type: 'altro',
    owner: 'alberto.santoro',
    tags: ['offerte', 'modelli'],
    description: 'Traccia da seguire per ogni offerta ai clienti.',
    text: md(
      'Offerta commerciale',
      'Premessa e obiettivi del cliente. Perimetro delle attività e deliverable. Piano di lavoro con le milestone.',
      "Condizioni economiche, validità dell'offerta di 60 giorni, modalità di accettazione tramite firma digitale.",
    ),
  },
  {
    folder: 'com',
    title: 'Verbale riunione commerciale di ottobre',
    file: 'verbale-riunione-commerciale.md',
    type: 'verbale',
    owner: 'manager',
    tags: ['riunioni'],
    description: 'Stato della pipeline e obiettivi del trimestre.',
    text: md(
      'Verbale della riunione commerciale',
      'Presenti: Marco Bianchi, Alberto Santoro e il team vendite. La pipeline vale euro 1,2 milioni, di cui il 40% con probabilità alta.',
      'Azioni: preparare entro venerdì la proposta per il mobilificio di Cantù e aggiornare il CRM dopo ogni visita.',
    ),
  },
  {
    folder: 'hr',
    title: 'Regolamento aziendale',
    file: 'regolamento-aziendale.md',
    type: 'policy',
    owner: 'monica.pellegrini',
    tags: ['regolamento'],
    description: 'Orari, presenze, uso degli strumenti aziendali, smart working.',
    text: md(
      'Regolamento aziendale',
      "L'orario di lavoro è dalle 9 alle 18 con un'ora di pausa pranzo. Lo smart working è possibile fino a due giorni a settimana, concordati con il responsabile.",
      'Ferie e permessi si chiedono dal portale con almeno cinque giorni di anticipo, salvo urgenze.',
    ),
  },
  {
    folder: 'hr',
    title: 'Modello contratto di assunzione',
    file: 'modello-contratto-assunzione.md',
    type: 'contratto',
    owner: 'monica.pellegrini',
    tags: ['assunzioni', 'modelli'],
    description: 'Lettera di assunzione a tempo indeterminato, CCNL Commercio.',
    confidential: true,
    text: md(
      'Lettera di assunzione',
      "Con la presente Le confermiamo l'assunzione a tempo indeterminato con inquadramento al livello indicato del CCNL Commercio e Terziario, con periodo di prova di 60 giorni di effettivo lavoro.",
      'La retribuzione annua lorda è corrisposta in quattordici mensilità. La sede di lavoro è indicata nella lettera.',
    ),
  },
  {
    folder: 'hr',
    title: 'Piano di formazione annuale',
    file: 'piano-formazione.md',
    type: 'altro',
    owner: 'monica.pellegrini',
    tags: ['formazione'],
    description: 'Corsi obbligatori e percorsi di crescita.',
    text: md(
      'Piano di formazione',
      'Sicurezza sul lavoro: aggiornamento quinquennale per tutti i dipendenti. Privacy e GDPR: un modulo di due ore per chi tratta dati dei clienti.',
      'Percorsi tecnici: certificazioni cloud, Power BI, gestione dei progetti secondo PRINCE2.',
    ),
  },
  {
    folder: 'qua',
    title: 'Manuale della qualità ISO 9001',
    file: 'manuale-qualita.pdf',
    type: 'procedura',
    owner: 'manager',
    tags: ['ISO 9001', 'qualità'],
    description: 'Sistema di gestione per la qualità: contesto, processi, responsabilità.',
    checkedOutBy: 'manager',
    text: md(
      'Manuale della qualità',
      "Il sistema di gestione per la qualità di Demo S.r.l. è conforme alla norma UNI EN ISO 9001:2015 e si applica all'erogazione di servizi di consulenza informatica e organizzativa.",
      'La direzione definisce la politica per la qualità, gli obiettivi misurabili e il riesame annuale. I rischi e le opportunità sono valutati per ogni processo.',
    ),
  },
  {
    folder: 'qua',
    title: 'PQ-08 Gestione delle non conformità',
    file: 'pq-08-non-conformita.md',
    type: 'procedura',
    owner: 'manager',
    tags: ['ISO 9001', 'procedure'],
    description: 'Rilevazione, trattamento e azioni correttive.',
    text: md(
      'Procedura PQ-08: gestione delle non conformità',
      'Chiunque rilevi una non conformità la registra entro 24 ore indicando descrizione, cliente coinvolto e gravità.',
      "Il responsabile qualità analizza le cause, decide il trattamento e apre un'azione correttiva, di cui verifica l'efficacia dopo 90 giorni.",
    ),
  },
  {
    folder: 'qua',
    title: 'PQ-09 Audit interni',
    file: 'pq-09-audit-interni.md',
    type: 'procedura',
    owner: 'manager',
    tags: ['ISO 9001', 'procedure', 'audit'],
    description: 'Programma e conduzione degli audit interni.',
    text: md(
      'Procedura PQ-09: audit interni',
      "Ogni processo è sottoposto ad audit almeno una volta all'anno secondo il programma approvato dalla direzione. Gli auditor non verificano il proprio lavoro.",
      'Il rapporto di audit elenca osservazioni, non conformità e opportunità di miglioramento.',
    ),
  },
  {
    folder: 'qua',
    title: 'Certificato ISO 9001:2015',
    file: 'certificato-iso-9001.pdf',
    type: 'certificato',
    owner: 'manager',
    tags: ['ISO 9001', 'certificazioni'],
    description: "Certificato dell'ente di certificazione, valido tre anni.",
    expiresIn: 540,
    text: 'CERTIFICATO N. IT-QMS-20931\nSi certifica che il sistema di gestione per la qualità di Demo S.r.l., via Tortona 15, Milano, è conforme alla norma UNI EN ISO 9001:2015.\nCampo applicativo: progettazione ed erogazione di servizi di consulenza informatica e organizzativa (settore EA 33, 35).\n',
  },
  {
    folder: 'qua',
    title: 'Politica per la qualità',
    file: 'politica-qualita.pdf',
    type: 'policy',
    owner: 'admin',
    tags: ['ISO 9001', 'qualità'],
    description: 'Impegni della direzione, firmati e diffusi a tutto il personale.',
    text: md(
      'Politica per la qualità',
      'La soddisfazione dei clienti, la competenza delle persone e il miglioramento continuo sono i principi che guidano Demo S.r.l.',
      'La direzione si impegna a rispettare i requisiti applicabili e a riesaminare ogni anno gli obiettivi.',
    ),
  },
  {
    folder: 'pro',
    title: 'Verbale di kick-off progetto gestionale',
    file: 'verbale-kickoff-gestionale.pdf',
    type: 'verbale',
    owner: 'paolo.moretti',
    tags: ['riunioni', 'progetti'],
    description: 'Avvio del progetto: ruoli, piano e rischi.',
    text: md(
      'Verbale di kick-off',
      'Il progetto prevede la migrazione del gestionale in quattro fasi: analisi, configurazione, migrazione dei dati anagrafici, formazione degli utenti.',
      'Rischio principale: la qualità delle anagrafiche articoli. Il cliente nomina un referente interno per la bonifica.',
    ),
  },
  {
    folder: 'cli',
    title: 'Contratto quadro di consulenza Arredi Ferrari',
    file: 'contratto-quadro-arredi-ferrari.pdf',
    type: 'contratto',
    owner: 'manager',
    tags: ['clienti', 'contratti quadro'],
    description: 'Condizioni generali delle attività per Arredi Ferrari S.r.l.',
    text: md(
      'Contratto quadro di consulenza',
      "Demo S.r.l. presta ad Arredi Ferrari S.r.l. servizi di consulenza per l'adozione del nuovo gestionale e la formazione del personale di magazzino.",
      'Ogni attività è avviata da un ordine di lavoro con il relativo preventivo. Riservatezza: le parti non divulgano le informazioni ricevute.',
    ),
  },
  {
    folder: 'cli',
    title: 'Verbale di collaudo prima fase',
    file: 'verbale-collaudo-fase-1.pdf',
    type: 'verbale',
    owner: 'paolo.moretti',
    tags: ['clienti', 'collaudo'],
    description: 'Esito positivo del collaudo della prima fase, con due osservazioni.',
    text: md(
      'Verbale di collaudo',
      'In data odierna si è svolto presso la sede di Arredi Ferrari il collaudo della prima fase: anagrafiche clienti, fornitori e articoli.',
      'Esito: positivo. Osservazioni: correggere le unità di misura dei pannelli truciolari e completare i listini dei fornitori esteri.',
    ),
  },
];
