import {
  COMPUTED_STATS,
  DEFAULT_LANDING,
  fillComputedStats,
  landingContentSchema,
  toFieldErrors,
  type LandingComputed,
  type LandingContent,
  type LandingFacts,
} from '@hackcamp/contract';

/** What "Reset to defaults" puts in the form: the built-in texts with every stat computed. */
export const RESET_LANDING: LandingContent = { ...DEFAULT_LANDING, stats: COMPUTED_STATS };

/** Errors by field path as the API names them ("stats.0.label"). */
export type DraftErrors = Record<string, string>;

/**
 * The draft checked as the server will check it: the body to send, or a message per field.
 * Curriculum days follow the list's order, so a reordered list needs no renumbering by hand.
 */
export function checkDraft(draft: LandingContent): { ok: true; body: LandingContent } | { ok: false; errors: DraftErrors } {
  const cleaned = {
    ...draft,
    curriculum: draft.curriculum.map((d, i) => ({ ...d, day: i + 1 })),
    tracks: draft.tracks.map((t) => ({ ...t, ideas: linesOf(t.ideas.join('\n')) })),
    partners: linesOf(draft.partners.join('\n')),
  };
  const parsed = landingContentSchema.safeParse(cleaned);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: Object.fromEntries(toFieldErrors(parsed.error).map((e) => [e.field, e.msg])) };
}

/** The computed values the server last answered, so the preview shows them for the draft's stats. */
export function factsOf(saved: LandingContent | undefined, prizePool: string): Partial<LandingFacts> {
  const facts: Partial<LandingFacts> = { prizePool };
  for (const s of saved?.stats ?? []) if (s.computed && s.computed !== 'prizePool') facts[s.computed as LandingComputed] = s.value;
  return facts;
}

/** The draft as the page would show it: computed stats filled, curriculum numbered by position. */
export function previewOf(draft: LandingContent, facts: Partial<LandingFacts>): LandingContent {
  return { ...draft, stats: fillComputedStats(draft.stats, facts), curriculum: draft.curriculum.map((d, i) => ({ ...d, day: i + 1 })) };
}

/** The list with item `from` moved to `to` (both in range), for the Move up / Move down buttons. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "One per line" text fields (ideas, partners) as a list: edited raw, blank lines dropped on save. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
