// Codes of the Italian electronic invoice (FatturaPA 1.2.2) used by the pre-invoices, with their Italian labels as
// the XSD documents them. Pure constants, no zod: the web pages import them without the schemas.

/** Natura: why a line carries no VAT. The bare N2, N3 and N6 were retired on 1 January 2021. */
export const NATURA_LABELS = {
  N1: 'Escluse ex art. 15 del D.P.R. 633/1972',
  'N2.1': 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies del D.P.R. 633/1972',
  'N2.2': 'Non soggette - altri casi',
  'N3.1': 'Non imponibili - esportazioni',
  'N3.2': 'Non imponibili - cessioni intracomunitarie',
  'N3.3': 'Non imponibili - cessioni verso San Marino',
  'N3.4': "Non imponibili - operazioni assimilate alle cessioni all'esportazione",
  'N3.5': "Non imponibili - a seguito di dichiarazioni d'intento",
  'N3.6': 'Non imponibili - altre operazioni che non concorrono alla formazione del plafond',
  N4: 'Esenti',
  N5: 'Regime del margine / IVA non esposta in fattura',
  'N6.1': 'Inversione contabile - cessione di rottami e altri materiali di recupero',
  'N6.2': 'Inversione contabile - cessione di oro e argento e di oreficeria usata',
  'N6.3': 'Inversione contabile - subappalto nel settore edile',
  'N6.4': 'Inversione contabile - cessione di fabbricati',
  'N6.5': 'Inversione contabile - cessione di telefoni cellulari',
  'N6.6': 'Inversione contabile - cessione di prodotti elettronici',
  'N6.7': 'Inversione contabile - prestazioni comparto edile e settori connessi',
  'N6.8': 'Inversione contabile - operazioni settore energetico',
  'N6.9': 'Inversione contabile - altri casi',
  N7: 'IVA assolta in altro Stato UE (servizi di telecomunicazione, teleradiodiffusione ed elettronici)',
} as const;
export type NaturaCode = keyof typeof NATURA_LABELS;
export const NATURA_CODES = Object.keys(NATURA_LABELS) as [NaturaCode, ...NaturaCode[]];

/**
 * Natura codes whose amounts count towards the imposta di bollo (art. 13 Tariffa and art. 6 Tabella B,
 * D.P.R. 642/1972): excluded, out of scope, exempt and non-taxable operations. Exports and intra-EU supplies
 * (N3.1–N3.4, art. 6 Tabella B and art. 66 D.L. 331/1993) are free of it; reverse charge (N6.x), the margin
 * scheme (N5) and VAT paid in another EU state (N7) bear VAT, so no bollo either.
 */
export const STAMP_DUTY_NATURE: readonly NaturaCode[] = ['N1', 'N2.1', 'N2.2', 'N3.5', 'N3.6', 'N4'];
/** Imposta di bollo on an invoice: 2,00 € when its amounts without VAT exceed 77,47 €. */
export const STAMP_DUTY_CENTS = 200;
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
export const STAMP_DUTY_LINE_DESCRIPTION = 'Imposta di bollo assolta in modo virtuale';

/** The usual Italian VAT rates, offered first in the forms (any rate from 0 to 100 with two decimals is valid). */
export const COMMON_VAT_RATES = [22, 10, 5, 4, 0] as const;

/** Regime fiscale of the seller (RF03 was retired before version 1.2). */
export const REGIME_FISCALE_LABELS = {
  RF01: 'Ordinario',
  RF02: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/2007)',
  RF04: 'Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, D.P.R. 633/1972)',
  RF05: 'Vendita sali e tabacchi (art. 74, c. 1, D.P.R. 633/1972)',
  RF06: 'Commercio dei fiammiferi (art. 74, c. 1, D.P.R. 633/1972)',
  RF07: 'Editoria (art. 74, c. 1, D.P.R. 633/1972)',
  RF08: 'Gestione di servizi di telefonia pubblica (art. 74, c. 1, D.P.R. 633/1972)',
  RF09: 'Rivendita di documenti di trasporto pubblico e di sosta (art. 74, c. 1, D.P.R. 633/1972)',
  RF10: 'Intrattenimenti, giochi e altre attività della tariffa del D.P.R. 640/1972 (art. 74, c. 6, D.P.R. 633/1972)',
  RF11: 'Agenzie di viaggi e turismo (art. 74-ter, D.P.R. 633/1972)',
  RF12: 'Agriturismo (art. 5, c. 2, L. 413/1991)',
  RF13: 'Vendite a domicilio (art. 25-bis, c. 6, D.P.R. 600/1973)',
  RF14: "Rivendita di beni usati, di oggetti d'arte, d'antiquariato o da collezione (art. 36, D.L. 41/1995)",
  RF15: "Agenzie di vendite all'asta di oggetti d'arte, antiquariato o da collezione (art. 40-bis, D.L. 41/1995)",
  RF16: 'IVA per cassa P.A. (art. 6, c. 5, D.P.R. 633/1972)',
  RF17: 'IVA per cassa (art. 32-bis, D.L. 83/2012)',
  RF18: 'Altro',
  RF19: 'Regime forfettario (art. 1, c. 54-89, L. 190/2014)',
} as const;
export type RegimeFiscale = keyof typeof REGIME_FISCALE_LABELS;
export const REGIME_FISCALE_CODES = Object.keys(REGIME_FISCALE_LABELS) as [RegimeFiscale, ...RegimeFiscale[]];

/** REA: the only shareholder (socio unico) or several (più soci), and whether the company is being wound up. */
export const SOCIO_UNICO_LABELS = { SU: 'Socio unico', SM: 'Più soci' } as const;
export type SocioUnico = keyof typeof SOCIO_UNICO_LABELS;
export const STATO_LIQUIDAZIONE_LABELS = { LN: 'Non in liquidazione', LS: 'In liquidazione' } as const;
export type StatoLiquidazione = keyof typeof STATO_LIQUIDAZIONE_LABELS;

/** Withholding tax (ritenuta d'acconto) kept simple: on natural or legal persons, one rate, one CU causale. */
export const WITHHOLDING_TYPE_LABELS = {
  RT01: "Ritenuta d'acconto persone fisiche",
  RT02: "Ritenuta d'acconto persone giuridiche",
} as const;
export type WithholdingType = keyof typeof WITHHOLDING_TYPE_LABELS;
/** Causale pagamento of the CU form; A (lavoro autonomo professionale) is by far the most common. */
export const WITHHOLDING_CAUSALI = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'G',
  'H',
  'I',
  'L',
  'L1',
  'M',
  'M1',
  'M2',
  'N',
  'O',
  'O1',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'V1',
  'W',
  'X',
  'Y',
  'ZO',
] as const;
export type WithholdingCausale = (typeof WITHHOLDING_CAUSALI)[number];
