/**
 * A HackCamp backup: gzipped JSON lines, the same whichever engine wrote it or reads it.
 *
 *   {"format":"hackcamp-backup","version":1, ...}              header (schema, sequences)
 *   {"table":"users","columns":["id","name",...],"types":[...]}  one per table, in FK order
 *   ["0b6c...","Asha",...]                                        one JSON array per row
 *   {"end":true,"rows":{"users":90,...}}                          footer: a cut file has none
 *
 * Row values are what PostgreSQL's json_build_array makes of them (timestamps as ISO text with
 * their offset, jsonb as JSON, integers as numbers), except bytea, which is base64 text. Both
 * engines are PostgreSQL, so reading them back with the column's own type is exact.
 */
export const BACKUP_FORMAT = 'hackcamp-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  /** 'pglite' or 'postgres': for the reader's information only. */
  engine: string;
  /** Hashes of the migrations applied to the source, oldest first. */
  migrations: string[];
  /** Identity and serial counters, so numbering goes on where it stopped (team numbers). */
  sequences: { table: string; column: string; lastValue: string; isCalled: boolean }[];
}

export interface BackupTableLine {
  table: string;
  columns: string[];
  types: string[];
}

export interface BackupFooter {
  end: true;
  rows: Record<string, number>;
}

export class BackupError extends Error {}
