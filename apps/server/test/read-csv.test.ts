import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MSG } from '@hackcamp/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRows, readCsv } from '../src/modules/imports/read-csv.ts';

const rows = (text: string, delimiter = ',') => [...csvRows(text, delimiter)].filter((r) => r !== null);
const read = (text: string) => readCsv(Buffer.from(text));

describe('the CSV reader', () => {
  it('numbers rows as the sheet does: blank rows (spaces, separators, empty quotes) count but are not returned', async () => {
    const table = await read('\n\nEmail,Name\r\n\r\na@b.dev,A\r\n , \r\n,,\r\n"",""\r\nc@d.dev,C');
    expect(table.headers).toEqual(['Email', 'Name']);
    expect(table.records).toEqual([
      { row: 5, cells: ['a@b.dev', 'A'] },
      { row: 9, cells: ['c@d.dev', 'C'] },
    ]);
  });

  it('reads quoted cells with separators, doubled quotes and line breaks as one row', async () => {
    const table = await read('Name,Skills\n"Rao, Asha","Python, ""Go""\nSQL"\nB,x\n');
    expect(table.records).toEqual([
      { row: 2, cells: ['Rao, Asha', 'Python, "Go"\nSQL'] },
      { row: 3, cells: ['B', 'x'] },
    ]);
  });

  it('takes CRLF, LF and a lone CR (old Mac Excel) as line breaks', () => {
    expect(rows('a,b\r\nc,d\ne,f\rg,h').map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('keeps quotes it cannot read as CSV quotes, as csv-parse with relax_quotes did', () => {
    expect(rows('ab"c,"d"e,"f""g"h\n')[0]!.cells).toEqual(['ab"c', '"d"e', '"f"g"h']);
  });

  it('answers a clear 400 for an unclosed quote (the line it opens on), a row too long, and the caps', async () => {
    await expect(read('Email,Name\na@b.dev,A\n"c@d.dev,C\n')).rejects.toThrow('The file is not valid CSV near line 3: a quoted cell is never closed');
    await expect(read(`Email,Name\na@b.dev,${'x'.repeat(1024 * 1024 + 1)}\n`)).rejects.toThrow('near line 2: a row is too long');
    await expect(read(`Email,Name\n"${'x'.repeat(1024 * 1024 + 1)}\n`)).rejects.toThrow('near line 2: a row is too long');
    await expect(read(Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, i) => `c${i}`).join(',') + '\nx\n')).rejects.toThrow(IMPORT_MSG.tooManyColumns);
    await expect(read('Email\n' + 'a\n'.repeat(IMPORT_MAX_ROWS + 1))).rejects.toThrow(IMPORT_MSG.tooManyRows);
    await expect(read('Email\n' + 'a\n'.repeat(IMPORT_MAX_ROWS))).resolves.toMatchObject({ records: { length: IMPORT_MAX_ROWS } });
    await expect(read(' \n,,\n\n')).rejects.toThrow(IMPORT_MSG.emptyFile);
    await expect(read('Email,Name\n,\n \n')).rejects.toThrow(IMPORT_MSG.noDataRows);
  });

  it('drops trailing empty header cells, which label nothing', async () => {
    expect((await read('Email,Name,,,\na,b,,,\n')).headers).toEqual(['Email', 'Name']);
    expect((await read('Email,,Name\na,,b\n')).headers).toEqual(['Email', '', 'Name']);
  });

  it('stops at the cap instead of reading a 5 MB file of rows to its end', async () => {
    const start = performance.now();
    await expect(read('Email\n' + 'a\n'.repeat(2_500_000))).rejects.toThrow(IMPORT_MSG.tooManyRows);
    // Generous: the cap is reached after 40 KB; reading all 5 MB would take several times longer.
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('reads what csv-parse read, for 20,000 small random files', () => {
    // A fixed seed, so a failure can be replayed.
    let seed = 26;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['a', 'b', ' ', ',', '"', '""', '\n', 'é', ';', '\t'];
    for (let n = 0; n < 20_000; n++) {
      const lineBreak = random() < 0.5 ? '\n' : '\r\n';
      let text = '';
      for (let i = 1 + Math.floor(random() * 14); i > 0; i--) {
        const c = alphabet[Math.floor(random() * alphabet.length)]!;
        text += c === '\n' ? lineBreak : c;
      }
      let expected: unknown;
      try {
        const all = parse(text, { delimiter: ',', relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
        expected = all.map((cells, i) => ({ row: i + 1, cells })).filter((r) => !r.cells.every((c) => c.trim() === ''));
      } catch {
        expected = 'refused';
      }
      let actual: unknown;
      try {
        actual = rows(text);
      } catch {
        actual = 'refused';
      }
      expect(actual, JSON.stringify(text)).toEqual(expected);
    }
  });
});
