import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, type ImportRow } from '@hackcamp/contract';
import { csvRecords, rejectedRowsCsv, rejectedRowsFileName } from './rejected-rows-csv.ts';

const row = (n: number, action: ImportRow['action'], errors: string[] = []): ImportRow => ({ row: n, action, label: '', errors, changes: [] });

describe('csvRecords', () => {
  it('numbers records as the server does: blank ones count, quoted line breaks do not', () => {
    const records = csvRecords('Name,Email\r\n"Rao, Ravi",r@x.in\n\n"two\nlines",t@x.in\n');
    expect(records).toEqual([
      { row: 1, cells: ['Name', 'Email'] },
      { row: 2, cells: ['Rao, Ravi', 'r@x.in'] },
      { row: 3, cells: [''] },
      { row: 4, cells: ['two\nlines', 't@x.in'] },
    ]);
  });
  it('picks semicolons when the header has more of them, and honours sep=', () => {
    expect(csvRecords('Name;Email\nA;a@x.in')[1]!.cells).toEqual(['A', 'a@x.in']);
    expect(csvRecords('sep=;\nName;Email, work\nA;a@x.in')).toEqual([
      { row: 1, cells: ['Name', 'Email, work'] },
      { row: 2, cells: ['A', 'a@x.in'] },
    ]);
  });
});

describe('rejectedRowsCsv', () => {
  it('keeps the rejected rows with their own columns and a reason, injection-safe', () => {
    const file = 'Name,Email,College\nAsha,asha@x.in,CBIT\n=HYPERLINK("x"),bad,VIT\nRavi,ravi@x.in,JNTU\n,,\nMeena,,"Anna, Univ"\n';
    const csv = rejectedRowsCsv(file, [
      row(2, 'create'),
      row(3, 'error', ['Email is not valid']),
      row(4, 'create'),
      row(6, 'error', ['Email is missing', 'Duplicate of row 2']),
    ]);
    expect(csv).toBe(
      '\uFEFFName,Email,College,Reason not imported\r\n' +
        `"'=HYPERLINK(""x"")",bad,VIT,Email is not valid\r\n` +
        'Meena,,"Anna, Univ",Email is missing; Duplicate of row 2\r\n',
    );
  });
  it('names the file after the one imported', () => {
    expect(rejectedRowsFileName('class-41.csv')).toBe('class-41-rejected-rows.csv');
  });
  it('reads Excel’s Windows-1252 and UTF-8 with a BOM', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeCsvBytes(new Uint8Array([0x41, 0x6e, 0x61, 0xef, 0x73]))).toBe('Anaïs');
  });
});
