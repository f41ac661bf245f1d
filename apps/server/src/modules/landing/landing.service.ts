import { isDeepStrictEqual } from 'node:util';
import { COMPUTED_STATS, DEFAULT_LANDING, fillComputedStats, LANDING_COUNTS_MAX_AGE_MS, landingContentSchema, type LandingContent } from '@hackcamp/contract';
import { TaggedCache, untagged } from '../../cache/tagged-cache.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import { countEvent, lockLanding, readLanding, writeLanding } from './landing.queries.ts';

/** An install that never saved its own: the built-in texts, but numbers only from the event itself. */
const BUILT_IN: LandingContent = { ...DEFAULT_LANDING, stats: COMPUTED_STATS };

/** The stored texts, or the built-in ones when none (or none readable) are stored. */
function contentOf(stored: unknown): LandingContent {
  if (stored === null || stored === undefined) return BUILT_IN;
  const parsed = landingContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : BUILT_IN;
}

/**
 * The landing page is the most read page and changes a few times per edition: the answer (with
 * its computed stats) is held in memory, dropped by the settings row's change notification on
 * every node, and at most LANDING_COUNTS_MAX_AGE_MS old, so the counts of mentors and participants follow sign-ups.
 */
export function createLandingService(deps: { db: Db; audit: AuditService; config: ConfigService; feed: ChangeFeed }) {
  const { db, audit, config } = deps;
  const cache = new TaggedCache<LandingContent>(deps.feed, { maxEntries: 1, maxAgeMs: LANDING_COUNTS_MAX_AGE_MS });
  deps.feed.subscribe('hc_config', () => cache.clear());

  const withComputedStats = async (content: LandingContent, tx: Db = db): Promise<LandingContent> => {
    if (!content.stats.some((s) => s.computed)) return content;
    const [counts, settings] = await Promise.all([countEvent(tx), config.get(tx === db ? undefined : tx)]);
    const facts = {
      mentors: String(counts.mentors),
      participants: String(counts.participants),
      problems: String(counts.problems),
      teams: String(counts.teams),
      prizePool: settings.prizePool,
    };
    return { ...content, stats: fillComputedStats(content.stats, facts) };
  };

  return {
    async get(): Promise<LandingContent> {
      return cache.getOrLoad('landing', async () => untagged(withComputedStats(contentOf(await readLanding(db)))));
    },

    /** The whole set replaces the stored one; the audit entry names the sections that changed (none: nothing is written). */
    async update(actor: Pick<UserRow, 'id' | 'name'>, input: LandingContent): Promise<LandingContent> {
      return db
        .transaction(async (tx) => {
          const before = contentOf(await lockLanding(tx));
          // Compared as values: jsonb keeps an object's keys in its own order, not the order they were sent in.
          const changed = (Object.keys(input) as (keyof LandingContent)[]).filter((k) => !isDeepStrictEqual(before[k], input[k]));
          // The same texts saved again write nothing: no row, no audit entry, no refetch on every open page.
          if (changed.length === 0) return withComputedStats(before, tx);
          await writeLanding(tx, input as unknown as Record<string, unknown>);
          await audit.record(tx, actor, {
            action: 'landing.update',
            target: { type: 'config', id: 'landing', label: 'Landing page' },
            details: { sections: changed },
          });
          // Open landing pages refetch the texts.
          await publishLiveEvent(tx, { name: 'landing', data: {} }, { everyone: true });
          return withComputedStats(input, tx);
        })
        .finally(() => cache.clear());
    },
  };
}
export type LandingService = ReturnType<typeof createLandingService>;
