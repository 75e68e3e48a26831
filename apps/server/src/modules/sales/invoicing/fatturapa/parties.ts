import { isPersonalCodiceFiscale, normalizeCodiceFiscale, normalizePartitaIva, splitVatNumber } from '@portale/shared';
import { FatturaPaInputError } from './errors';
import { amount, asciiText, latinText } from './text';
import type { FatturaPaAddress, FatturaPaBuyer, FatturaPaInput, FatturaPaSeller } from './types';
import { leaf, node, type XmlElement } from './xml';

// Header blocks: transmission data, seller and buyer, with the addressing rules of the SDI.

/** Codice destinatario for a buyer reached by PEC or in its fiscal drawer, and for a buyer abroad. */
const NO_SDI_CODE = '0000000';
const FOREIGN_SDI_CODE = 'XXXXXXX';
/** IdCodice for a buyer abroad without a VAT number, as the specification suggests. */
const FOREIGN_NO_VAT_CODE = '99999999999';

const isForeign = (buyer: FatturaPaBuyer) => buyer.address.country.toUpperCase() !== 'IT';

function addressElement(name: string, address: FatturaPaAddress): XmlElement {
  const country = address.country.toUpperCase();
  const italian = country === 'IT';
  // CAP is five digits; the specification asks for 00000 on addresses abroad.
  const postalCode = /^\d{5}$/.test(address.postal_code) ? address.postal_code : '00000';
  return node(name, [
    leaf('Indirizzo', latinText(address.street, 60) || '-'),
    leaf('NumeroCivico', address.civic ? asciiText(address.civic, 8) : null),
    leaf('CAP', italian ? address.postal_code : postalCode),
    leaf('Comune', latinText(address.city, 60) || '-'),
    leaf('Provincia', italian && address.province ? address.province.toUpperCase() : null),
    leaf('Nazione', country),
  ]);
}

export function transmissionElement(input: FatturaPaInput, transmitterCode: string): XmlElement {
  const { buyer } = input;
  const sdiCode = isForeign(buyer) ? FOREIGN_SDI_CODE : (buyer.sdi_code?.toUpperCase() ?? NO_SDI_CODE);
  return node('DatiTrasmissione', [
    node('IdTrasmittente', [leaf('IdPaese', 'IT'), leaf('IdCodice', transmitterCode)]),
    leaf('ProgressivoInvio', asciiText(input.transmission_id, 10).replace(/[^A-Za-z0-9]/g, '') || '1'),
    leaf('FormatoTrasmissione', 'FPR12'),
    leaf('CodiceDestinatario', sdiCode),
    leaf('PECDestinatario', sdiCode === NO_SDI_CODE && buyer.pec ? buyer.pec : null),
  ]);
}

export function sellerElement(seller: FatturaPaSeller): XmlElement {
  const phone = seller.phone?.replace(/[^\d+]/g, '') ?? '';
  return node('CedentePrestatore', [
    node('DatiAnagrafici', [
      node('IdFiscaleIVA', [leaf('IdPaese', 'IT'), leaf('IdCodice', normalizePartitaIva(seller.vat_number))]),
      leaf('CodiceFiscale', seller.tax_code ? normalizeCodiceFiscale(seller.tax_code) : null),
      node('Anagrafica', [leaf('Denominazione', latinText(seller.name, 80))]),
      leaf('RegimeFiscale', seller.regime_fiscale),
    ]),
    addressElement('Sede', seller.address),
    seller.rea &&
      node('IscrizioneREA', [
        leaf('Ufficio', seller.rea.office.toUpperCase()),
        leaf('NumeroREA', asciiText(seller.rea.number, 20)),
        leaf(
          'CapitaleSociale',
          seller.rea.share_capital_cents === null ? null : amount(seller.rea.share_capital_cents),
        ),
        leaf('SocioUnico', seller.rea.socio_unico),
        leaf('StatoLiquidazione', seller.rea.stato_liquidazione),
      ]),
    (phone.length >= 5 || Boolean(seller.email)) &&
      node('Contatti', [
        leaf('Telefono', phone.length >= 5 && phone.length <= 12 ? phone : null),
        leaf('Email', seller.email),
      ]),
  ]);
}

export function buyerElement(buyer: FatturaPaBuyer): XmlElement {
  const foreign = isForeign(buyer);
  const taxCode = buyer.tax_code ? normalizeCodiceFiscale(buyer.tax_code) : null;
  let vat: { country: string; code: string } | null = buyer.vat_number ? splitVatNumber(buyer.vat_number) : null;
  if (foreign && vat === null) vat = { country: buyer.address.country.toUpperCase(), code: FOREIGN_NO_VAT_CODE };
  if (!foreign && vat === null && !taxCode) {
    throw new FatturaPaInputError('Il cliente non ha né partita IVA né codice fiscale');
  }
  if (!foreign && buyer.kind === 'person' && (!taxCode || !isPersonalCodiceFiscale(taxCode))) {
    throw new FatturaPaInputError('Per un cliente privato serve il codice fiscale di 16 caratteri');
  }
  const anagrafica =
    buyer.kind === 'company'
      ? [leaf('Denominazione', latinText(buyer.name, 80))]
      : [leaf('Nome', latinText(buyer.first_name, 60)), leaf('Cognome', latinText(buyer.last_name, 60))];
  return node('CessionarioCommittente', [
    node('DatiAnagrafici', [
      vat && node('IdFiscaleIVA', [leaf('IdPaese', vat.country), leaf('IdCodice', vat.code)]),
      // A buyer abroad has no Italian codice fiscale; writing a foreign code there is refused by the SDI.
      leaf('CodiceFiscale', foreign ? null : taxCode),
      node('Anagrafica', anagrafica),
    ]),
    addressElement('Sede', buyer.address),
  ]);
}
