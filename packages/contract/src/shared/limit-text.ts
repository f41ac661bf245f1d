// How the texts write a limit. Every sentence that states one is built from its constant with
// these, so changing the constant changes the sentence (issue 44). Zod-free. Small counts in words
// (numberWord) are in event.ts, which the first screens load anyway.

const KB = 1024;
const MB = 1024 * 1024;

/** 20971520 -> "20 MB", 524288 -> "512 KB". */
export function sizeText(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= KB && bytes % KB === 0) return `${bytes / KB} KB`;
  return `${bytes} bytes`;
}

/** 10000 -> "10,000", whatever the reader's language, as the spec's texts write it. */
export const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** [1, 2, 3] -> "1, 2 or 3". */
export function orList(items: readonly (string | number)[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${String(items.at(-1))}`;
}
