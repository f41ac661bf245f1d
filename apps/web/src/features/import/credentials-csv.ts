import type { ImportResult } from '@hackcamp/contract';

type Credential = NonNullable<ImportResult['credentials']>[number];

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 wants it; text a spreadsheet would run as a formula gets an apostrophe. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The temporary passwords of an import as a CSV to hand out (UTF-8 with BOM, so Excel reads names right). */
export function credentialsCsv(credentials: Credential[]): string {
  const lines = [['Name', 'Email', 'Role', 'Temporary password'], ...credentials.map((c) => [c.name, c.email, c.role, c.temporaryPassword])];
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const credentialsFileName = (kind: string, at = new Date()) => `hackcamp-${kind}-passwords-${at.toISOString().slice(0, 10)}.csv`;

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
