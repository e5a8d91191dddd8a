import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, buildCsv, csvAmount } from './csv.ts';

describe('buildCsv (Excel with Spanish regional settings)', () => {
  const csv = buildCsv(
    ['Nombre', 'Alergias', 'Pagado'],
    [
      ['Миша Смирнов', 'Орехи; "всегда" с собой', csvAmount(250)],
      ['Lucía Fernández', 'línea 1\nlínea 2', null],
      ['=HYPERLINK("http://evil")', '+34 612 345 678', csvAmount(100.5)],
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
    expect(parsed[3]?.[1]).toBe(`'+34 612 345 678`);
  });

  it('writes amounts with a decimal comma and ends every line with CRLF', () => {
    expect(csvAmount(100.5)).toBe('100,50');
    expect(csvAmount(null)).toBe('');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toHaveLength(5);
  });
});
