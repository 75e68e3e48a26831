// CSV as Excel in Italian opens it with a double click: UTF-8 with a BOM, ';' between fields, decimal comma,
// CRLF line ends. Text is always quoted and neutralised against formula injection; numbers are bare.

export type CsvCell = string | number | boolean | null | undefined;

/** A number with a decimal comma and no grouping (Excel in it-IT reads "1234,5" as a number). */
export function csvNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toFixed(maxDecimals));
  return String(rounded).replace('.', ',');
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'boolean') return value ? '"Sì"' : '"No"';
  // A leading =, +, -, @, tab or CR would make a spreadsheet evaluate the cell (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
