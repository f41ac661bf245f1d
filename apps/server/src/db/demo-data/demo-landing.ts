import { DEFAULT_LANDING, SEED_STATS, type LandingContent } from '@hackcamp/contract';

/** The demo is the first edition: its texts, and its advertised numbers as fixed values ("20+ mentors"). */
export const DEMO_LANDING: LandingContent = { ...DEFAULT_LANDING, stats: SEED_STATS };
