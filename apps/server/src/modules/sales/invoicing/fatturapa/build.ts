import {
  computeInvoiceTotals,
  type InvoiceLineInput,
  type InvoiceTotals,
  NATURA_LABELS,
  normalizeCodiceFiscale,
  partitaIvaError,
  STAMP_DUTY_LINE_DESCRIPTION,
  splitVatNumber,
  stampDutyLine,
} from '@portale/shared';
import { FatturaPaInputError } from './errors';
import { buyerElement, sellerElement, transmissionElement } from './parties';
import { amount, asciiText, decimal, latinText } from './text';
import type { FatturaPaInput } from './types';
import { leaf, node, serialize, type XmlElement } from './xml';

// FatturaPA 1.2.2, format FPR12 (invoices between private parties), from a pre-invoice. The elements follow the
// order of the XSD's sequences; amounts come from the shared totals so the XML and the page never disagree.

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const SCHEMA_LOCATION = `${FATTURAPA_NAMESPACE} https://www.fatturapa.gov.it/export/documenti/fatturapa/v1.2.2/Schema_del_file_xml_FatturaPA_v1.2.2.xsd`;

function lineElement(line: InvoiceLineInput, index: number, total: number, withholding: boolean): XmlElement {
  return node('DettaglioLinee', [
    leaf('NumeroLinea', String(index + 1)),
    leaf('TipoCessionePrestazione', line.kind === 'discount' ? 'SC' : null),
    leaf('Descrizione', latinText(line.description, 1000) || '-'),
    leaf('Quantita', decimal(line.quantity, 3)),
    leaf('UnitaMisura', line.unit ? asciiText(line.unit, 10) : null),
    leaf('PrezzoUnitario', amount(line.unit_price_cents)),
    line.discount_percent > 0 &&
      node('ScontoMaggiorazione', [leaf('Tipo', 'SC'), leaf('Percentuale', decimal(line.discount_percent, 2))]),
    leaf('PrezzoTotale', amount(total)),
    leaf('AliquotaIVA', decimal(line.vat_rate, 2)),
    leaf('Ritenuta', withholding && line.withholding ? 'SI' : null),
    leaf('Natura', line.natura),
  ]);
}

function generalData(input: FatturaPaInput, totals: InvoiceTotals): XmlElement {
  const { document } = input;
  const causale = document.causale ? latinText(document.causale, 2000) : '';
  const causaleChunks = causale.match(/.{1,200}/g) ?? [];
  return node('DatiGenerali', [
    node('DatiGeneraliDocumento', [
      leaf('TipoDocumento', document.type),
      leaf('Divisa', 'EUR'),
      leaf('Data', document.date),
      leaf('Numero', asciiText(document.number, 20)),
      totals.withholding &&
        node('DatiRitenuta', [
          leaf('TipoRitenuta', totals.withholding.type),
          leaf('ImportoRitenuta', amount(totals.withholding.amount_cents)),
          leaf('AliquotaRitenuta', decimal(totals.withholding.rate, 2)),
          leaf('CausalePagamento', totals.withholding.causale),
        ]),
      totals.stamp_duty.due &&
        node('DatiBollo', [leaf('BolloVirtuale', 'SI'), leaf('ImportoBollo', amount(totals.stamp_duty.amount_cents))]),
      leaf('ImportoTotaleDocumento', amount(totals.total_cents)),
      ...causaleChunks.map((chunk) => leaf('Causale', chunk.trim() || '-')),
    ]),
  ]);
}

function paymentData(input: FatturaPaInput, totals: InvoiceTotals): XmlElement | null {
  if (!input.payment || totals.amount_due_cents <= 0) return null;
  const { payment } = input;
  return node('DatiPagamento', [
    leaf('CondizioniPagamento', 'TP02'),
    node('DettaglioPagamento', [
      leaf('ModalitaPagamento', payment.method),
      leaf('DataScadenzaPagamento', payment.due_date),
      leaf('ImportoPagamento', amount(totals.amount_due_cents)),
      leaf('IstitutoFinanziario', payment.bank_name ? latinText(payment.bank_name, 80) : null),
      leaf('IBAN', payment.iban.replace(/\s/g, '').toUpperCase()),
    ]),
  ]);
}

/** The FatturaElettronica document, UTF-8, with the totals it was computed from. */
export function buildFatturaPa(input: FatturaPaInput): { xml: string; totals: InvoiceTotals } {
  if (partitaIvaError(input.seller.vat_number) !== null) {
    throw new FatturaPaInputError("Indica una partita IVA valida dell'azienda nelle impostazioni");
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.document.date)) throw new FatturaPaInputError('Data del documento non valida');
  const totals = computeInvoiceTotals(input.lines, input.options);
  const lines = totals.stamp_duty.charged
    ? [...input.lines, stampDutyLine(STAMP_DUTY_LINE_DESCRIPTION)]
    : [...input.lines];
  const lineTotals = totals.stamp_duty.charged ? [...totals.line_totals_cents, 200] : totals.line_totals_cents;
  const withholding = totals.withholding !== null;

  const transmitterCode =
    normalizeCodiceFiscale(input.seller.tax_code ?? '') || splitVatNumber(input.seller.vat_number).code;
  const root = node(
    'p:FatturaElettronica',
    [
      node('FatturaElettronicaHeader', [
        transmissionElement(input, transmitterCode),
        sellerElement(input.seller),
        buyerElement(input.buyer),
      ]),
      node('FatturaElettronicaBody', [
        generalData(input, totals),
        node('DatiBeniServizi', [
          ...lines.map((line, index) => lineElement(line, index, lineTotals[index] ?? 0, withholding)),
          ...totals.vat_summary.map((row) =>
            node('DatiRiepilogo', [
              leaf('AliquotaIVA', decimal(row.vat_rate, 2)),
              leaf('Natura', row.natura),
              leaf('ImponibileImporto', amount(row.taxable_cents)),
              leaf('Imposta', amount(row.vat_cents)),
              leaf('EsigibilitaIVA', row.esigibilita),
              leaf('RiferimentoNormativo', row.natura ? latinText(NATURA_LABELS[row.natura], 100) : null),
            ]),
          ),
        ]),
        paymentData(input, totals),
      ]),
    ],
    {
      versione: 'FPR12',
      'xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      'xmlns:p': FATTURAPA_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': SCHEMA_LOCATION,
    },
  );
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}\n`, totals };
}
export { FatturaPaInputError } from './errors';
