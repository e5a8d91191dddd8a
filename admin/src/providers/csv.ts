import Papa from 'papaparse';

/** The byte order mark that makes Excel read a CSV file as UTF-8 (Cyrillic and accents intact). */
export const CSV_BOM = '\uFEFF';

/** A phone number, written so that a spreadsheet shows it as text (see `phoneCell`). */
export interface CsvPhone {
  phone: string | null | undefined;
}

/** One cell: text, a number already written as text, a phone number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined | CsvPhone;

/** A phone number cell for `buildCsv`. */
export const csvPhone = (phone: string | null | undefined): CsvPhone => ({ phone });

/**
 * Spreadsheets run a cell as a formula when it starts with `=`, `+`, `-` or `@` (or their
 * full-width forms), and some skip leading spaces, tabs and line breaks before looking, so a
 * cell is escaped when its first character after any whitespace is one of those, or when it
 * starts with a tab or a carriage return (OWASP's CSV injection rule). The escape is a leading
 * apostrophe, which no spreadsheet runs.
 */
const FORMULA_START = /^[\s\u00A0\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The digits, spaces and separators a family's phone number is made of (as the registration form
 * accepts it), with an optional leading `+`: nothing that can name a cell, a function or a quote.
 */
const STRICT_PHONE = /^\+?[0-9][0-9 ().-]{4,38}$/;

/**
 * A phone number as Excel, LibreOffice and Google Sheets all show it as written, without an
 * apostrophe: `+34 600 000 000` alone is read as a formula (or, without spaces, as a number that
 * loses its `+` and leading zeros), and `'+34…` keeps the apostrophe visible in a CSV file. So a
 * number matching the strict pattern above is written as the text formula `="+34 600 000 000"`,
 * whose only content is that constant: it cannot reference a cell, call a function or close its
 * quotes. Anything else in a phone field is escaped like any other text.
 */
function phoneCell(phone: string): string {
  const trimmed = phone.trim();
  return STRICT_PHONE.test(trimmed) ? `="${trimmed}"` : escapeFormula(phone);
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return cell.phone ? phoneCell(cell.phone) : '';
  return escapeFormula(String(cell));
}

/**
 * A CSV document that Excel with Spanish regional settings opens as a table: UTF-8 with a byte
 * order mark, `;` between cells (the comma is the decimal separator there), CRLF line ends, a
 * cell quoted when it holds `;`, a quote or a line break (its quotes doubled). No cell typed by a
 * parent ever runs as a formula (`escapeFormula`); phone numbers stay readable (`phoneCell`).
 */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(
    { fields: header.map(escapeFormula), data: rows.map((row) => row.map(cellText)) },
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: false, header: true },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** An amount of euro as Spanish spreadsheets read it: 1234.5 -> '1234,50'. */
export function csvAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2).replace('.', ',');
}
