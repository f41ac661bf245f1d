import type { EventSettings, LandingContent } from '@hackcamp/contract';
import { editionSections } from './below-the-fold.tsx';
import { HeroSection } from './hero-section.tsx';

/**
 * The landing page's own sections drawn from texts not yet saved, for the editor: the hero as a
 * visitor sees it, then every section of the edition (the demo dashboards left out).
 */
export function LandingPreview({ settings, landing }: { settings: EventSettings; landing: LandingContent }) {
  const edition = editionSections({ eventName: settings.eventName, startDate: settings.startDate, prizePool: settings.prizePool, landing });
  return (
    <div className="bg-slate-50 dark:bg-slate-950">
      <HeroSection settings={settings} home={null} registration={{ invited: settings.registrationOpen, ended: false }} landing={landing} />
      {edition.story}
      {edition.rewards}
    </div>
  );
}
