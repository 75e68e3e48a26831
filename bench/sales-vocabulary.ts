// The words the sales benchmark's data are made of (bench/sales-data.ts): Italian surnames and first names with the
// codes a codice fiscale takes from them, sectors with their ATECO code, cities with CAP, provincia, cadastral code
// and telephone prefix, and the offers the proposals repeat (lines priced like the demo's, totals by the shared rules).

import { computeInvoiceTotals, type InvoiceLine } from '@portale/shared';
import { days, discount, line } from '../apps/server/src/modules/sales/demo/demo-kit';

export const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
];

/** Twenty men's names, then twenty women's (a woman's codice fiscale adds 40 to the day of birth). */
export const FIRST_NAMES = [
  'Marco',
  'Luca',
  'Giuseppe',
  'Andrea',
  'Paolo',
  'Matteo',
  'Davide',
  'Simone',
  'Stefano',
  'Roberto',
  'Alessandro',
  'Francesco',
  'Lorenzo',
  'Giovanni',
  'Antonio',
  'Fabio',
  'Riccardo',
  'Massimo',
  'Claudio',
  'Federico',
  'Francesca',
  'Chiara',
  'Sara',
  'Giulia',
  'Elena',
  'Valentina',
  'Federica',
  'Alessia',
  'Martina',
  'Laura',
  'Silvia',
  'Paola',
  'Anna',
  'Elisa',
  'Monica',
  'Cristina',
  'Barbara',
  'Roberta',
  'Serena',
  'Ilaria',
];

const consonants = (word: string) => word.toUpperCase().replace(/[^B-DF-HJ-NP-TV-Z]/g, '');
const vowels = (word: string) => word.toUpperCase().replace(/[^AEIOU]/g, '');

/** The three letters of a surname in a codice fiscale: consonants, then vowels, then X. */
export const surnameCode = (surname: string) => `${consonants(surname)}${vowels(surname)}XXX`.slice(0, 3);

/** The three letters of a first name: with four consonants or more, the 1st, 3rd and 4th. */
export function firstNameCode(name: string): string {
  const c = consonants(name);
  return c.length >= 4 ? `${c[0]}${c[2]}${c[3]}` : `${c}${vowels(name)}XXX`.slice(0, 3);
}

/** A sector's word in a company name, and its ATECO 2007 code. */
export const SECTORS: [string, string][] = [
  ['Meccanica', '25.62.00'],
  ['Impianti Elettrici', '43.21.01'],
  ['Costruzioni', '41.20.00'],
  ['Informatica', '62.01.00'],
  ['Arredamenti', '31.09.10'],
  ['Trasporti', '49.41.00'],
  ['Ceramiche', '23.31.00'],
  ['Alimentari', '10.89.09'],
  ['Tessile', '13.20.00'],
  ['Logistica', '52.29.22'],
  ['Consulenze', '70.22.09'],
  ['Studio Tecnico', '71.12.10'],
  ['Farmacia', '47.73.10'],
  ['Hotel', '55.10.00'],
  ['Ristorazione', '56.10.11'],
  ['Automazioni', '28.99.99'],
  ['Carpenteria', '25.11.00'],
  ['Grafiche', '18.12.00'],
  ['Serramenti', '16.23.10'],
  ['Materie Plastiche', '22.29.09'],
  ['Stampi', '25.73.20'],
  ['Cantina', '11.02.10'],
  ['Caseificio', '10.51.20'],
  ['Elettronica', '26.11.09'],
  ['Termoidraulica', '43.22.01'],
];

export const LEGAL_FORMS = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.', 'S.r.l.s.', 'Soc. Coop.', 'S.r.l.', 'S.p.A.'];

/** City, provincia, CAP, cadastral code (Belfiore) and telephone prefix. */
export const CITIES: [string, string, string, string, string][] = [
  ['Milano', 'MI', '20121', 'F205', '02'],
  ['Roma', 'RM', '00184', 'H501', '06'],
  ['Torino', 'TO', '10121', 'L219', '011'],
  ['Napoli', 'NA', '80133', 'F839', '081'],
  ['Bologna', 'BO', '40121', 'A944', '051'],
  ['Firenze', 'FI', '50122', 'D612', '055'],
  ['Padova', 'PD', '35122', 'G224', '049'],
  ['Verona', 'VR', '37121', 'L781', '045'],
  ['Brescia', 'BS', '25121', 'B157', '030'],
  ['Bergamo', 'BG', '24121', 'A794', '035'],
  ['Genova', 'GE', '16121', 'D969', '010'],
  ['Bari', 'BA', '70121', 'A662', '080'],
  ['Palermo', 'PA', '90133', 'G273', '091'],
  ['Treviso', 'TV', '31100', 'L407', '0422'],
  ['Vicenza', 'VI', '36100', 'L840', '0444'],
  ['Modena', 'MO', '41121', 'F257', '059'],
  ['Parma', 'PR', '43121', 'G337', '0521'],
  ['Ancona', 'AN', '60121', 'A271', '071'],
  ['Udine', 'UD', '33100', 'L483', '0432'],
  ['Perugia', 'PG', '06121', 'G478', '075'],
];

export const STREETS = [
  'Via Roma',
  'Via Garibaldi',
  'Corso Italia',
  'Via Mazzini',
  'Viale Europa',
  "Via dell'Industria",
  'Via Dante Alighieri',
  'Via Giuseppe Verdi',
  'Piazza della Repubblica',
  'Via Cavour',
  "Via dell'Artigianato",
  'Via Guglielmo Marconi',
];

export const CONTACT_ROLES = [
  'Titolare',
  'Amministratore delegato',
  'Responsabile acquisti',
  'Direttore tecnico',
  'Responsabile IT',
  'Amministrazione',
  'Ufficio commerciale',
  'CFO',
];

export const TAGS = ['Manifattura', 'Export', 'Pubblica amministrazione', 'Strategico', 'Edilizia', 'Servizi'];

export const REFUSALS = [
  'Prezzo troppo alto rispetto al budget',
  'Scelto un altro fornitore',
  'Progetto rinviato al prossimo anno',
  'Budget non approvato dalla direzione',
  'Tempi di consegna troppo lunghi',
];

export const TERMS =
  'Pagamento: 30% all’ordine, saldo a 30 giorni data fattura. Prezzi IVA esclusa. Offerta valida fino alla data indicata.';

/** The offers the proposals repeat: a title and its lines, as the demo's (days, licences, discounts, a bollo). */
const OFFERS: [string, InvoiceLine[]][] = [
  [
    'Sito web istituzionale',
    [days('Analisi e progettazione grafica', 3, 55_000), days('Sviluppo e contenuti', 8, 48_000)],
  ],
  [
    'Manutenzione evolutiva del gestionale',
    [days('Evolutive su richiesta (pacchetto)', 20, 60_000), days('Supporto al rilascio', 3, 55_000)],
  ],
  [
    'Negozio online',
    [
      days('Sviluppo del negozio online', 10, 52_000),
      line('Tema grafico e fotografie prodotti', 1, 180_000),
      line('Hosting gestito', 1, 90_000, { unit: 'anno' }),
    ],
  ],
  [
    'Licenze gestionale documentale',
    [
      line('Licenza documentale (10 utenti)', 10, 12_000, { unit: 'utenti' }),
      days('Configurazione archivio e permessi', 5, 60_000),
      discount('Sconto primo anno', 20_000),
    ],
  ],
  [
    'Analisi dei flussi di magazzino',
    [days('Interviste e rilievo dei processi', 4, 65_000), days('Documento di analisi e proposta', 3, 65_000)],
  ],
  [
    'Assistenza sistemistica annuale',
    [
      line('Canone assistenza sistemistica', 12, 45_000, { unit: 'mesi' }),
      line('Interventi on site (pacchetto 10)', 10, 9_000, { unit: 'ore' }),
    ],
  ],
  [
    'Corso di formazione sulla sicurezza dei dati',
    [
      days('Docenza in aula', 2, 80_000),
      line('Materiale didattico', 15, 2_500, { unit: 'pz' }),
      line('Quota di iscrizione all’esame di certificazione (operazione non soggetta)', 3, 9_000, { natura: 'N2.2' }),
    ],
  ],
  ['Migrazione al cloud', [days('Migrazione server e dati', 12, 62_000), days('Collaudo e formazione', 2, 55_000)]],
  [
    'App mobile per la forza vendita',
    [
      days('Progettazione UX', 5, 58_000),
      days('Sviluppo app iOS e Android', 25, 56_000),
      line('Licenze terminali', 20, 18_000, { unit: 'pz', discount: 10 }),
    ],
  ],
  [
    'Rinnovo canone software',
    [line('Canone annuale software gestionale', 1, 480_000, { unit: 'anno' }), discount('Sconto fedeltà', 24_000)],
  ],
  [
    'Configuratore 3D per l’e-commerce',
    [
      days('Analisi funzionale e disegno dell’esperienza d’acquisto', 4, 65_000),
      days('Sviluppo del configuratore 3D (frontend e API)', 12, 58_000),
      line('Licenza annuale motore di rendering 3D', 1, 240_000, { unit: 'anno' }),
      discount('Sconto cliente strategico', 50_000),
    ],
  ],
  [
    'Integrazione con la fatturazione elettronica',
    [days('Sviluppo connettore SDI', 6, 60_000), days('Test con il commercialista', 1, 55_000)],
  ],
];

export interface Offer {
  title: string;
  lines: InvoiceLine[];
  taxable_cents: number;
  vat_cents: number;
  total_cents: number;
}

const OPTIONS = { split_payment: false, charge_stamp_duty: true, withholding: null };

/** An offer with its totals as the proposals store them. */
export function offer(title: string, lines: InvoiceLine[]): Offer {
  const totals = computeInvoiceTotals(lines, OPTIONS);
  return {
    title,
    lines,
    taxable_cents: totals.taxable_cents,
    vat_cents: totals.vat_cents,
    total_cents: totals.total_cents,
  };
}

export const OFFER_LIST: Offer[] = OFFERS.map(([title, lines]) => offer(title, lines));

/** The proposal whose PDF is timed: 50 lines, long descriptions that wrap, discounts and an exempt line. */
export function fiftyLines(): Offer {
  const lines: InvoiceLine[] = [];
  for (let i = 1; i <= 50; i++) {
    const sector = SECTORS[i % SECTORS.length]![0].toLowerCase();
    if (i % 17 === 0) lines.push(discount(`Sconto sul lotto ${Math.ceil(i / 17)}`, 15_000 + i * 100));
    else if (i === 25)
      lines.push(
        line('Quote di iscrizione agli esami di certificazione (operazione non soggetta)', 8, 9_000, {
          natura: 'N2.2',
        }),
      );
    else if (i % 3 === 0)
      lines.push(
        line(`Licenza modulo ${i} per il settore ${sector}, con aggiornamenti e assistenza telefonica`, 5 + i, 9_900, {
          unit: 'utenti',
          discount: i % 2 === 0 ? 5 : 0,
        }),
      );
    else
      lines.push(
        days(
          `Fase ${i}: analisi, sviluppo e collaudo delle funzioni richieste per il reparto ${sector}, comprese la ` +
            'documentazione tecnica, la formazione degli utenti chiave e il supporto durante l’avvio in produzione',
          1 + (i % 7) + 0.5,
          55_000 + (i % 5) * 2_500,
        ),
      );
  }
  return offer('Trasformazione digitale: programma pluriennale in 50 attività', lines);
}
