export type DescriptionBlock =
  { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] } | { kind: 'numbered'; start: number; items: string[] };

/**
 * Splits a task's text into paragraphs and lists: '- ', '* ' or '• ' lines make a bulleted list,
 * '1. ' or '1) ' lines a numbered one that keeps the author's numbers (steps are often numbered).
 */
export function parseTaskDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const numbered = /^(\d+)[.)]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (bullet) {
      if (last?.kind === 'bullets') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'bullets', items: [bullet[1]!] });
    } else if (numbered) {
      if (last?.kind === 'numbered') last.items.push(numbered[2]!);
      else blocks.push({ kind: 'numbered', start: Number(numbered[1]), items: [numbered[2]!] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
