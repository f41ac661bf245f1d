import { TriangleAlert } from 'lucide-react';
import { CERT_MSG, type UncoveredName } from '@hackcamp/contract';

/** U+12A0: the browser may lack the glyph as well, so each character also gets its code. */
const codeOf = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The names whose letters no certificate font has, from the preview: said before issuing, since
 * once issued a certificate is frozen and would print those letters as empty boxes.
 */
export function UncoveredNamesWarning({ names }: { names: readonly UncoveredName[] }) {
  if (names.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="uncovered-names"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{CERT_MSG.uncoveredTitle(names.length)}</p>
        <p className="mt-0.5">{CERT_MSG.uncoveredHint}</p>
        {/* A long list scrolls inside the warning rather than pushing the preview away. */}
        <ul className="mt-2 max-h-60 space-y-1.5 overflow-y-auto" aria-label="Names with letters the fonts lack">
          {names.map((n) => (
            <li key={n.userId} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="font-medium break-words">{n.name}</span>
              <span className="sr-only">lacks</span>
              {n.characters.map((ch) => (
                <span
                  key={ch}
                  className="inline-flex items-baseline gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs ring-1 ring-amber-600/20 dark:bg-amber-500/20 dark:ring-amber-400/30"
                >
                  <span aria-hidden="true">{ch}</span>
                  <span className="font-mono">{codeOf(ch)}</span>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
