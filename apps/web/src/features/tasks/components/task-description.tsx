import { parseTaskDescription } from './task-description-blocks.ts';

/** Task text with list lines shown as indented items, as the spec asks. */
export function TaskDescription({ text }: { text: string }) {
  return (
    <div className="space-y-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
      {parseTaskDescription(text).map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : block.kind === 'bullets' ? (
          <ul key={i} className="ml-5 list-disc space-y-0.5">
            {block.items.map((t, k) => (
              <li key={k}>{t}</li>
            ))}
          </ul>
        ) : (
          <ol key={i} start={block.start} className="ml-5 list-decimal space-y-0.5">
            {block.items.map((t, k) => (
              <li key={k}>{t}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}
