import { BackupError } from './backup-format.ts';

const MiB = 1024 * 1024;

/**
 * The longest line a restore reads: 32 MiB. The heaviest row a backup can hold is an uploaded
 * file at its limit (SUBMISSION_FILE_MAX_BYTES, decision 0004: 10 MB, 13.4 MB as base64); every
 * other row came in through a JSON body of at most 1 MB (6 MB once every character is escaped).
 * A longer line is not something HackCamp wrote, and it is refused before it is held in memory
 * or sent to the database.
 */
export const MAX_LINE_BYTES = 32 * MiB;

/**
 * The lines of a stream of bytes (a `\r` before the `\n` dropped), never holding more than
 * `maxBytes` of one: a longer line ends the reading with a BackupError that says where, not what.
 * A `\n` byte never occurs inside a UTF-8 character, so each line is decoded on its own.
 */
export async function* boundedLines(source: AsyncIterable<Buffer>, maxBytes = MAX_LINE_BYTES): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let length = 0;
  let lineNo = 0;
  const tooLong = () =>
    new BackupError(
      `The backup is damaged at line ${lineNo + 1}: the line is longer than ${Math.round(maxBytes / MiB)} MB, and no row of a HackCamp backup is. Nothing was restored.`,
    );
  const take = (piece: Buffer) => {
    if (length + piece.length > maxBytes) throw tooLong();
    if (piece.length) parts.push(piece);
    length += piece.length;
  };
  const line = () => {
    const text = (parts.length === 1 ? parts[0]! : Buffer.concat(parts, length)).toString('utf8');
    parts = [];
    length = 0;
    lineNo++;
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  };
  for await (const chunk of source) {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end >= 0; end = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, end));
      yield line();
      start = end + 1;
    }
    take(chunk.subarray(start));
  }
  if (length) yield line();
}
