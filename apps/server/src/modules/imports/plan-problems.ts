import { IMPORT_MSG, type Difficulty, type ProblemDomain } from '@hackcamp/contract';
import type { problemStatements } from '../../db/schema/index.ts';
import { mapPaced } from '../../lib/pace.ts';
import type { ColumnMapping } from './column-mapping.ts';
import { RowReader, labelOf, markDuplicates, settle, type Plan, type PlannedRow } from './import-plan.ts';
import type { CsvRecord } from './read-csv.ts';

export interface ProblemValues {
  title: string;
  description: string;
  domain: ProblemDomain;
  topic?: string;
  suggestedTechnologies?: string;
  difficulty?: Difficulty;
}

export type ProblemWrite = { op: 'create'; values: ProblemValues } | { op: 'update'; id: string; values: Partial<ProblemValues> };
export type ExistingProblem = Pick<
  typeof problemStatements.$inferSelect,
  'id' | 'title' | 'description' | 'domain' | 'topic' | 'suggestedTechnologies' | 'difficulty'
>;

/**
 * The six domains the problem screens filter by. Organisers' sheets say "Healthcare",
 * "AgriTech" or "EdTech": a domain is recognised by the word it contains, checked in this order
 * so "HealthTech" is health and "FinTech" technology.
 */
const DOMAIN_WORDS: [ProblemDomain, RegExp][] = [
  ['health', /health|medic|hospital|\bcare\b|disease|clinic/],
  ['agriculture', /agri|farm|crop|soil|irrigat/],
  ['yoga', /yoga|meditat|wellness|mindful/],
  ['sports', /sport|fitness|athlet/],
  ['education', /edu|learn|school|teach|student|skill/],
  ['technology', /tech|software|comput|digital|web|app|iot|\bai\b|\bml\b|data|cyber|block|cloud|smart|game|gaming|open|innovat/],
];

export function domainOf(value: string): ProblemDomain | null {
  const v = value.toLowerCase();
  return DOMAIN_WORDS.find(([, re]) => re.test(v))?.[0] ?? null;
}

function difficultyOf(value: string): Difficulty | null {
  const v = value.toLowerCase();
  if (/easy|beginner|basic|low|simple/.test(v)) return 'easy';
  if (/medium|moderate|intermediate|mid|average/.test(v)) return 'medium';
  if (/hard|difficult|advanced|high|expert|complex/.test(v)) return 'hard';
  return null;
}

/** The identity of a statement across imports: its title, ignoring case and spacing. */
export const titleKey = (title: string) => title.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Statements the organisers prepared, matched by title with the existing non-custom ones. Longer
 * texts than a participant's custom statement are allowed: organisers' statements often are.
 */
export async function planProblems(mapping: ColumnMapping, records: CsvRecord[], existing: Map<string, ExistingProblem>): Promise<Plan<ProblemWrite>> {
  const drafts = await mapPaced(records, (record) => {
    const r = new RowReader('problems', mapping, record);
    const title = r.required('title', 150);
    const description = r.required('description', 5000, { lines: true });
    const domainCell = r.required('domain', 60);
    const domain = domainCell ? domainOf(domainCell) : null;
    if (domainCell && !domain) r.errors.push(IMPORT_MSG.badDomain(domainCell));
    const difficultyCell = r.optional('difficulty', 40);
    const difficulty = difficultyCell ? difficultyOf(difficultyCell) : undefined;
    if (difficulty === null) r.errors.push(IMPORT_MSG.badDifficulty(difficultyCell!));
    const values: ProblemValues = {
      title,
      description,
      domain: domain ?? 'technology',
      topic: r.optional('topic', 100),
      suggestedTechnologies: r.optional('suggestedTechnologies', 500, { lines: true }),
      difficulty: difficulty ?? undefined,
    };
    return { row: record.row, action: 'error' as const, label: title, errors: r.errors, changes: [] as string[], values };
  });
  markDuplicates(drafts, (d) => titleKey(d.values.title));

  const rows: PlannedRow<ProblemWrite>[] = await mapPaced(drafts, ({ values, ...row }) => {
    const current = existing.get(titleKey(values.title));
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<ProblemValues>;
    if (!current) return settle(row, 'create', { op: 'create', values });
    const changed = (Object.keys(given) as (keyof ProblemValues)[]).filter((k) => (given[k] ?? null) !== (current[k] ?? null));
    if (changed.length === 0) return settle(row, 'skip');
    return settle(
      row,
      'update',
      { op: 'update', id: current.id, values: Object.fromEntries(changed.map((k) => [k, given[k]])) },
      changed.map((k) => labelOf('problems', k)),
    );
  });
  return { rows };
}
