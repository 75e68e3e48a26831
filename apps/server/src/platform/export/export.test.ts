import { describe, expect, it } from 'vitest';
import { csvCell, csvNumber, parseCsv, toCsv } from './csv';
import { buildXlsx, columnName, excelDate, readZipEntries, xmlEscape, zip } from './xlsx';

describe('CSV for Italian Excel', () => {
  it('writes a BOM, semicolons, CRLF and decimal commas', () => {
    expect(
      toCsv(
        ['Nome', 'Ore'],
        [
          ['Rossi; Bianchi', 12.5],
          ['Verdi "junior"', 3],
        ],
      ),
    ).toBe('\uFEFF"Nome";"Ore"\r\n"Rossi; Bianchi";12,5\r\n"Verdi ""junior""";3\r\n');
  });

  it('rounds to two decimals, leaves empty cells empty and neutralises formulas', () => {
    expect(csvNumber(1 / 3)).toBe('0,33');
    expect(csvNumber(-2.5)).toBe('-2,5');
    expect(csvNumber(1234567.891)).toBe('1234567,89');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('"Sì"');
    expect(csvCell('=SUM(A1:A9)')).toBe('"\'=SUM(A1:A9)"');
    expect(csvCell('-1')).toBe('"\'-1"');
  });
});

describe('CSV reader', () => {
  it('reads back what toCsv writes, BOM and quotes included', () => {
    const text = toCsv(['Nome', 'Note'], [['Rossi; Bianchi', 'disse "sì"\nsu due righe']]);
    expect(parseCsv(text)).toEqual([
      ['Nome', 'Note'],
      ['Rossi; Bianchi', 'disse "sì"\nsu due righe'],
    ]);
  });

  it('takes the separator the header uses and skips blank lines', () => {
    expect(parseCsv('nome,cognome\r\nAnna,Verdi\r\n\r\n,\nLuca,Neri')).toEqual([
      ['nome', 'cognome'],
      ['Anna', 'Verdi'],
      ['Luca', 'Neri'],
    ]);
    expect(parseCsv('nome;note\nAnna;1,5')).toEqual([
      ['nome', 'note'],
      ['Anna', '1,5'],
    ]);
  });
});

describe('XLSX writer', () => {
  it('names columns and converts dates as Excel does', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
    expect(excelDate('1900-03-01')).toBe(61);
    expect(excelDate('2026-01-01')).toBe(46023);
    expect(excelDate('01/01/2026')).toBeNull();
    expect(xmlEscape('a < b & "c"\u0001')).toBe('a &lt; b &amp; &quot;c&quot;');
  });

  it('zips files that read back byte for byte', () => {
    const text = 'città — ümlaut '.repeat(200);
    const files = readZipEntries(
      zip([
        ['a.txt', text],
        ['dir/b.xml', '<x/>'],
      ]),
    );
    expect([...files.entries()]).toEqual([
      ['a.txt', text],
      ['dir/b.xml', '<x/>'],
    ]);
  });

  it('builds a workbook: bold frozen header, typed cells, escaped text, valid package parts', () => {
    const book = buildXlsx(
      'Ore: gennaio/febbraio',
      [
        { header: 'Progetto' },
        { header: 'Ore', kind: 'number' },
        { header: 'Voci', kind: 'integer' },
        { header: 'Giorno', kind: 'date' },
      ],
      [
        ['R&D <interno>', 12.5, 3, '2026-01-01'],
        ['Vuoto', null, undefined, 'non una data'],
      ],
    );
    expect(book.subarray(0, 2).toString()).toBe('PK');
    const files = readZipEntries(book);
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Ore  gennaio febbraio" sheetId="1" r:id="rId1"/>');
    expect(files.get('xl/styles.xml')).toContain('<font><b/>');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<dimension ref="A1:D3"/>');
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Progetto</t></is></c>');
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">R&amp;D &lt;interno&gt;</t></is></c>');
    expect(sheet).toContain('<c r="B2" s="2"><v>12.5</v></c>');
    expect(sheet).toContain('<c r="C2" s="4"><v>3</v></c>');
    expect(sheet).toContain('<c r="D2" s="3"><v>46023</v></c>');
    expect(sheet).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">Vuoto</t></is></c><c r="D3" t="inlineStr"><is><t xml:space="preserve">non una data</t></is></c></row>',
    );
  });
});
