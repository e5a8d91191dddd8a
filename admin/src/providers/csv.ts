import Papa from 'papaparse';

/** The byte order mark that makes Excel read a CSV file as UTF-8 (Cyrillic and accents intact). */
export const CSV_BOM = '\uFEFF';

/** One cell: text, a number already written as text, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * A CSV document that Excel with Spanish regional settings opens as a table: UTF-8 with a byte
 * order mark, `;` between cells (the comma is the decimal separator there), CRLF line ends, a
 * cell quoted when it holds `;`, a quote or a line break (its quotes doubled). A cell that starts
 * like a formula (`=`, `+`, `-`, `@`, a tab) gets a leading apostrophe, so a spreadsheet never
 * runs a name or a note typed by a parent as a formula.
 */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
  );
  const body = Papa.unparse(
    { fields: [...header], data },
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: true, header: true },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** An amount of euro as Spanish spreadsheets read it: 1234.5 -> '1234,50'. */
export function csvAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2).replace('.', ',');
}
