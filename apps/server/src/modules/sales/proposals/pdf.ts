import {
  formatInstant,
  formatNumber,
  lineTotalCents,
  NATURA_LABELS,
  STAMP_DUTY_CENTS,
  WITHHOLDING_TYPE_LABELS,
} from '@portale/shared';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { dayNumeric } from './messages';
import type { ProposalPdfData } from './pdf-data';
import { fit, wrap } from './pdf-text';
import { A4, ACCENT, CONTENT_WIDTH, euro, FOOTER, INK, MARGIN, MUTED, RULE, SHADE, Writer } from './pdf-writer';

// The proposal on the company's letterhead (docs/sales.md, "PDF"): A4, the company's logo and data, the client's
// block, number and dates, the lines (descriptions wrapped, the table's header repeated on every page), the VAT
// summary per rate or Natura, the totals with bollo, split payment and withholding, the terms, an acceptance box and
// "Pagina n di m" on every page. Standard fonts only (no file to ship); pdf-text.ts makes any text drawable.

/** The lines table: x offsets and widths, numbers right-aligned. */
const COLUMNS = [
  { key: 'description', title: 'Descrizione', width: 199, align: 'left' },
  { key: 'quantity', title: 'Q.tà', width: 40, align: 'right' },
  { key: 'unit', title: 'U.M.', width: 34, align: 'left' },
  { key: 'price', title: 'Prezzo unit.', width: 66, align: 'right' },
  { key: 'discount', title: 'Sconto', width: 40, align: 'right' },
  { key: 'vat', title: 'IVA', width: 40, align: 'right' },
  { key: 'total', title: 'Importo', width: 92, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];
const CELL_PAD = 4;

function letterhead(w: Writer, data: ProposalPdfData, logoBottom: number) {
  const { company } = data;
  const top = A4.height - MARGIN;
  const rightX = A4.width - MARGIN;
  w.right(company.name, rightX, top - 10, { size: 12, font: w.bold, color: ACCENT });
  let y = top - 24;
  for (const line of company.lines) {
    w.right(fit(w.regular, 8, line, 300), rightX, y, { size: 8, color: MUTED });
    y -= 11;
  }
  w.y = Math.min(logoBottom, y) - 8;
  w.rule(w.y, MARGIN, CONTENT_WIDTH, ACCENT);
  w.y -= 22;
}

function titleAndClient(w: Writer, data: ProposalPdfData) {
  const { proposal, client } = data;
  const top = w.y;
  w.text('OFFERTA', MARGIN, top - 8, { size: 18, font: w.bold, color: ACCENT });
  w.text(`N. ${proposal.number}`, MARGIN, top - 26, { size: 11, font: w.bold });
  const facts: [string, string][] = [
    ['Data', dayNumeric(proposal.issue_date)],
    ['Valida fino al', dayNumeric(proposal.valid_until)],
  ];
  if (proposal.owner_name) facts.push(['Referente', proposal.owner_name]);
  let y = top - 44;
  for (const [label, value] of facts) {
    w.text(`${label}:`, MARGIN, y, { size: 9, color: MUTED });
    w.text(value, MARGIN + 70, y, { size: 9 });
    y -= 13;
  }
  // The client's block, boxed on the right as an Italian letter addresses it.
  const boxX = MARGIN + CONTENT_WIDTH / 2 + 10;
  const boxWidth = CONTENT_WIDTH / 2 - 10;
  const nameLines = wrap(w.bold, 10, client.name, boxWidth - 20);
  const height = 30 + nameLines.length * 13 + client.lines.length * 11;
  w.page.drawRectangle({
    x: boxX,
    y: top - height,
    width: boxWidth,
    height,
    color: SHADE,
    borderColor: RULE,
    borderWidth: 0.6,
  });
  let by = top - 14;
  w.text('Spett.le', boxX + 10, by, { size: 8, color: MUTED });
  by -= 14;
  for (const line of nameLines) {
    w.text(line, boxX + 10, by, { size: 10, font: w.bold });
    by -= 13;
  }
  for (const line of client.lines) {
    w.text(fit(w.regular, 8.5, line, boxWidth - 20), boxX + 10, by, { size: 8.5 });
    by -= 11;
  }
  w.y = Math.min(y, top - height) - 18;
  const subject = wrap(w.bold, 10, `Oggetto: ${proposal.title}`, CONTENT_WIDTH);
  for (const line of subject) {
    w.need(14);
    w.text(line, MARGIN, w.y, { size: 10, font: w.bold });
    w.y -= 14;
  }
  w.y -= 8;
}

function columnX(key: ColumnKey): { x: number; width: number; align: 'left' | 'right' } {
  let x = MARGIN;
  for (const column of COLUMNS) {
    if (column.key === key) return { x, width: column.width, align: column.align };
    x += column.width;
  }
  throw new Error(key);
}

function tableHeader(w: Writer) {
  w.need(40);
  w.page.drawRectangle({ x: MARGIN, y: w.y - 6, width: CONTENT_WIDTH, height: 18, color: ACCENT });
  for (const column of COLUMNS) {
    const { x, width, align } = columnX(column.key);
    const options = { size: 8, font: w.bold, color: rgb(1, 1, 1) };
    if (align === 'right') w.right(column.title, x + width - CELL_PAD, w.y, options);
    else w.text(column.title, x + CELL_PAD, w.y, options);
  }
  w.y -= 20;
}

/** "1.000", "12,5": grouped from four digits, as an Italian invoice prints them (Intl leaves 1000 ungrouped). */
const QUANTITY = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3, useGrouping: 'always' });
const quantityText = (quantity: number) => QUANTITY.format(quantity);

const vatCell = (line: ProposalPdfData['proposal']['lines'][number]) =>
  line.natura ? line.natura : `${formatNumber(line.vat_rate, 2)}%`;

function linesTable(w: Writer, data: ProposalPdfData) {
  tableHeader(w);
  const size = 8.5;
  const descriptionWidth = columnX('description').width - 2 * CELL_PAD;
  data.proposal.lines.forEach((line, index) => {
    const description = wrap(w.regular, size, line.description, descriptionWidth);
    const height = description.length * 11 + 6;
    if (w.y - height < MARGIN + FOOTER) {
      w.addPage();
      tableHeader(w);
    }
    const cells: Record<Exclude<ColumnKey, 'description'>, string> = {
      quantity: quantityText(line.quantity),
      unit: line.unit ?? '',
      price: euro(line.unit_price_cents),
      discount: line.discount_percent ? `${formatNumber(line.discount_percent, 2)}%` : '',
      vat: vatCell(line),
      total: euro(data.totals.line_totals_cents[index] ?? lineTotalCents(line)),
    };
    description.forEach((text, i) => {
      w.text(text, MARGIN + CELL_PAD, w.y - i * 11, { size, font: line.kind === 'discount' ? w.bold : w.regular });
    });
    for (const [key, value] of Object.entries(cells) as [Exclude<ColumnKey, 'description'>, string][]) {
      const { x, width, align } = columnX(key);
      const text = fit(w.regular, size, value, width - 2 * CELL_PAD);
      if (align === 'right') w.right(text, x + width - CELL_PAD, w.y, { size });
      else w.text(text, x + CELL_PAD, w.y, { size });
    }
    w.y -= height;
    w.rule(w.y + 8);
  });
  w.y -= 6;
}

/** The VAT summary on the left, the totals on the right; both kept on one page. */
function summary(w: Writer, data: ProposalPdfData) {
  const { totals, proposal } = data;
  const rows = totals.vat_summary;
  const totalRows: [string, string, boolean][] = [];
  const stampCharged = totals.stamp_duty.charged ? STAMP_DUTY_CENTS : 0;
  totalRows.push(['Imponibile', euro(totals.taxable_cents - stampCharged), false]);
  totalRows.push(['IVA', euro(totals.vat_cents), false]);
  if (stampCharged) totalRows.push(['Imposta di bollo', euro(stampCharged), false]);
  totalRows.push(['Totale offerta', euro(totals.total_cents), true]);
  if (proposal.split_payment) totalRows.push(['IVA in scissione dei pagamenti', `- ${euro(totals.vat_cents)}`, false]);
  if (totals.withholding)
    totalRows.push([
      `Ritenuta d'acconto ${formatNumber(totals.withholding.rate, 2)}%`,
      `- ${euro(totals.withholding.amount_cents)}`,
      false,
    ]);
  if (totals.amount_due_cents !== totals.total_cents)
    totalRows.push(['Netto a pagare', euro(totals.amount_due_cents), true]);
  const height = Math.max(rows.length * 12 + 34, totalRows.length * 16 + 10);
  w.need(height);
  const top = w.y;

  // VAT summary: rate or Natura (with its meaning), taxable, tax.
  const left = MARGIN;
  w.text('Riepilogo IVA', left, top, { size: 9, font: w.bold, color: ACCENT });
  let y = top - 14;
  w.text('Aliquota / Natura', left, y, { size: 7.5, color: MUTED });
  w.right('Imponibile', left + 215, y, { size: 7.5, color: MUTED });
  w.right('Imposta', left + 275, y, { size: 7.5, color: MUTED });
  w.rule(y - 4, left, 280);
  y -= 14;
  for (const row of rows) {
    const label = row.natura
      ? `${row.natura} ${NATURA_LABELS[row.natura]}`
      : `IVA ${formatNumber(row.vat_rate, 2)}%${row.esigibilita === 'S' ? ' (scissione)' : ''}`;
    w.text(fit(w.regular, 7.5, label, 150), left, y, { size: 7.5 });
    w.right(euro(row.taxable_cents), left + 215, y, { size: 7.5 });
    w.right(euro(row.vat_cents), left + 275, y, { size: 7.5 });
    y -= 12;
  }

  // Totals box.
  const boxX = A4.width - MARGIN - 210;
  const boxHeight = totalRows.length * 16 + 8;
  w.page.drawRectangle({ x: boxX, y: top - boxHeight + 10, width: 210, height: boxHeight, color: SHADE });
  let ty = top - 4;
  for (const [label, value, strong] of totalRows) {
    const options = { size: strong ? 10 : 9, font: strong ? w.bold : w.regular, color: strong ? ACCENT : INK };
    w.text(label, boxX + 10, ty, options);
    w.right(value, A4.width - MARGIN - 10, ty, options);
    ty -= 16;
  }
  w.y = Math.min(y, top - boxHeight) - 14;
}

/** What the law asks to state: bollo, split payment, withholding. */
function legalNotes(data: ProposalPdfData): string[] {
  const { totals, proposal } = data;
  const notes: string[] = [];
  if (totals.stamp_duty.charged)
    notes.push(
      'Imposta di bollo di 2,00 € assolta in modo virtuale e addebitata al cliente (art. 15 D.P.R. 633/1972).',
    );
  else if (totals.stamp_duty.due)
    notes.push("Imposta di bollo di 2,00 € assolta in modo virtuale a carico dell'emittente.");
  if (proposal.split_payment)
    notes.push(
      `Scissione dei pagamenti (art. 17-ter D.P.R. 633/1972): l'IVA di ${euro(totals.vat_cents)} sarà versata dal cliente direttamente all'Erario.`,
    );
  if (totals.withholding)
    notes.push(
      `${WITHHOLDING_TYPE_LABELS[totals.withholding.type]} del ${formatNumber(totals.withholding.rate, 2)}% su ${euro(totals.withholding.taxable_cents)}: ${euro(totals.withholding.amount_cents)}, trattenuta dal cliente e versata all'Erario.`,
    );
  notes.push('Importi in euro. I prezzi unitari sono al netto di IVA.');
  return notes;
}

function paragraphs(w: Writer, title: string, text: string[], size = 8.5) {
  w.need(30);
  w.text(title, MARGIN, w.y, { size: 9, font: w.bold, color: ACCENT });
  w.y -= 13;
  for (const paragraph of text) {
    for (const line of wrap(w.regular, size, paragraph, CONTENT_WIDTH)) {
      w.need(12);
      w.text(line, MARGIN, w.y, { size });
      w.y -= size + 3;
    }
  }
  w.y -= 10;
}

function acceptance(w: Writer, data: ProposalPdfData) {
  const { proposal } = data;
  w.need(70);
  if (proposal.status === 'accettata' && proposal.decided_at) {
    const who = proposal.decision_name ? ` da ${proposal.decision_name}` : '';
    const how = proposal.decision_channel === 'portale' ? ' tramite il portale clienti' : '';
    paragraphs(w, 'Accettazione', [
      `Offerta accettata${who} il ${formatInstant(proposal.decided_at, 'dateTime')}${how}.`,
    ]);
    return;
  }
  w.text('Per accettazione', MARGIN, w.y, { size: 9, font: w.bold, color: ACCENT });
  w.y -= 34;
  w.rule(w.y, MARGIN, 160, MUTED);
  w.rule(w.y, MARGIN + CONTENT_WIDTH - 220, 220, MUTED);
  w.text('Data', MARGIN, w.y - 10, { size: 7.5, color: MUTED });
  w.text('Timbro e firma del cliente', MARGIN + CONTENT_WIDTH - 220, w.y - 10, { size: 7.5, color: MUTED });
  w.y -= 24;
}

function footers(w: Writer, data: ProposalPdfData) {
  const count = w.pages.length;
  w.pages.forEach((page, index) => {
    w.page = page;
    w.rule(MARGIN + 12);
    w.text(fit(w.regular, 7, data.company.legal, CONTENT_WIDTH - 110), MARGIN, MARGIN, { size: 7, color: MUTED });
    w.right(`Offerta ${data.proposal.number} · Pagina ${index + 1} di ${count}`, A4.width - MARGIN, MARGIN, {
      size: 7,
      color: MUTED,
    });
  });
}

export async function renderProposalPdf(data: ProposalPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`Offerta ${data.proposal.number}`);
  doc.setAuthor(data.company.name);
  doc.setCreator('Portale');
  doc.setLanguage('it-IT');
  const w = new Writer(doc, regular, bold);
  letterhead(w, data, await drawLogo(w, data));
  titleAndClient(w, data);
  linesTable(w, data);
  summary(w, data);
  paragraphs(w, 'Note', legalNotes(data), 7.5);
  if (data.proposal.terms.trim()) paragraphs(w, 'Condizioni', [data.proposal.terms]);
  acceptance(w, data);
  footers(w, data);
  return doc.save({ useObjectStreams: false });
}

/**
 * The logo at the top left, at most 170 × 56 points, its proportions kept; an unreadable image is skipped. Answers
 * where it ends (the top margin without a logo).
 */
async function drawLogo(w: Writer, data: ProposalPdfData): Promise<number> {
  const top = A4.height - MARGIN;
  const logo = data.company.logo;
  if (!logo) return top;
  try {
    const image = logo.kind === 'png' ? await w.doc.embedPng(logo.bytes) : await w.doc.embedJpg(logo.bytes);
    const scale = Math.min(170 / image.width, 56 / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    w.page.drawImage(image, { x: MARGIN, y: top - height, width, height });
    return top - height;
  } catch {
    // A damaged or unusual image: the letterhead goes without it.
    return top;
  }
}
