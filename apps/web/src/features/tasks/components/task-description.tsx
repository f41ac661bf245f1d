import type { ReactNode } from 'react';

/** Task text with list lines ('- ', '* ', '1. ') shown as indented items, as the spec asks. */
export function TaskDescription({ text }: { text: string }) {
  const blocks: { kind: 'p' | 'li'; text: string }[] = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const item = /^(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
      return item ? { kind: 'li' as const, text: item[1]! } : { kind: 'p' as const, text: line };
    });
  const out: ReactNode[] = [];
  for (let i = 0; i < blocks.length; ) {
    if (blocks[i]!.kind === 'p') {
      out.push(<p key={i}>{blocks[i]!.text}</p>);
      i++;
      continue;
    }
    const start = i;
    const items: string[] = [];
    while (i < blocks.length && blocks[i]!.kind === 'li') items.push(blocks[i++]!.text);
    out.push(
      <ul key={start} className="ml-5 list-disc space-y-0.5">
        {items.map((t, k) => (
          <li key={k}>{t}</li>
        ))}
      </ul>,
    );
  }
  return <div className="space-y-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{out}</div>;
}
